import type { Texts } from '../texts';
import type { testimonials as en } from '../en/testimonials';

export const testimonials: Texts<typeof en> = {
  hero: {
    title: '{{brand}} সম্পর্কে এজেন্সিগুলো যা বলে',
    subtitle:
      'বাংলাদেশের নানা প্রান্তের ট্রাভেল এজেন্সির মালিকেরা জানাচ্ছেন, {{brand}}-এ তাঁরা কীভাবে বিক্রি করেন, টিকিট ইস্যু করেন আর পেমেন্ট পান।',
  },
  list: {
    title: 'তাঁদের নিজেদের কথায়',
    attribution: '{{role}}, {{agency}}',
    rating: '৫-এর মধ্যে {{rating}} রেটিং',
    loading: 'মতামত লোড হচ্ছে',
    empty: 'এখনও কোনো মতামত প্রকাশিত হয়নি।',
    error: 'এই মুহূর্তে মতামত লোড করা যায়নি। পরে আবার চেষ্টা করুন।',
  },
  cta: {
    title: '{{brand}}-এ বিক্রি করা এজেন্সিগুলোর সঙ্গে যুক্ত হোন',
    description: 'আপনার এজেন্সি অ্যাকাউন্ট খুলুন, প্রথম বুকিংয়েই পার্থক্যটা টের পাবেন।',
  },
};
