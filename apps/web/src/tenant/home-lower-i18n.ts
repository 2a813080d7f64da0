import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';
import { useTenantConfig } from './tenant-context';

// Registered with the lazily loaded lower section, so its texts stay off the first load. The testimonials
// themselves come from the tenant's published reviews, shown in the language they were written in.
registerTranslations('homeLower', {
  en: {
    testimonials: {
      title: 'What our agents say about {{company}}',
      more: 'Read more testimonials',
    },
    getStarted: {
      title: 'Get started in three steps',
      action: 'Register your agency',
      steps: [
        { title: 'Register', text: 'Tell us about your agency and upload your trade licence.' },
        { title: 'Get verified', text: 'Our team checks your documents and activates your account.' },
        {
          title: 'Start selling',
          text: 'Add money to your wallet and book flights, hotels, holidays and visas.',
        },
      ],
    },
    coverage: {
      title: 'Everything your agency sells',
      items: [
        {
          icon: 'plane',
          title: 'Flights',
          text: 'Domestic and international fares, with baggage and fare rules.',
        },
        { icon: 'hotel', title: 'Hotels', text: 'Rooms and rates with instant confirmation.' },
        { icon: 'holiday', title: 'Holidays', text: 'Tour packages with prices on request.' },
        { icon: 'visa', title: 'Visa', text: 'Visa applications with document upload and tracking.' },
        { icon: 'globe', title: 'Umrah and group fares', text: 'Special fares for pilgrims and groups.' },
        { icon: 'wallet', title: 'Payments', text: 'Wallet deposits, partial payments and a full ledger.' },
      ],
    },
  },
  bn: {
    testimonials: {
      title: '{{company}} সম্পর্কে এজেন্সিগুলো যা বলে',
      more: 'আরও মতামত পড়ুন',
    },
    getStarted: {
      title: 'তিন ধাপে শুরু করুন',
      action: 'আপনার এজেন্সি নিবন্ধন করুন',
      steps: [
        { title: 'নিবন্ধন', text: 'আপনার এজেন্সির তথ্য দিন এবং ট্রেড লাইসেন্স আপলোড করুন।' },
        { title: 'যাচাই', text: 'আমাদের দল আপনার কাগজপত্র যাচাই করে অ্যাকাউন্ট চালু করবে।' },
        { title: 'বিক্রি শুরু', text: 'ওয়ালেটে টাকা যোগ করে ফ্লাইট, হোটেল, হলিডে ও ভিসা বুক করুন।' },
      ],
    },
    coverage: {
      title: 'আপনার এজেন্সির সব সেবা',
      items: [
        { icon: 'plane', title: 'ফ্লাইট', text: 'দেশি ও আন্তর্জাতিক ভাড়া, ব্যাগেজ ও ভাড়ার নিয়মসহ।' },
        { icon: 'hotel', title: 'হোটেল', text: 'তাৎক্ষণিক নিশ্চিতকরণসহ রুম ও রেট।' },
        { icon: 'holiday', title: 'হলিডে', text: 'অনুরোধে মূল্যসহ ট্যুর প্যাকেজ।' },
        { icon: 'visa', title: 'ভিসা', text: 'কাগজপত্র আপলোড ও ট্র্যাকিংসহ ভিসা আবেদন।' },
        { icon: 'globe', title: 'ওমরাহ ও গ্রুপ ভাড়া', text: 'হাজি ও গ্রুপের জন্য বিশেষ ভাড়া।' },
        { icon: 'wallet', title: 'পেমেন্ট', text: 'ওয়ালেট ডিপোজিট, আংশিক পেমেন্ট ও পূর্ণ লেজার।' },
      ],
    },
  },
});

export interface HomeLowerStep {
  title: string;
  text: string;
}

export interface HomeLowerCoverageItem {
  icon: string;
  title: string;
  text: string;
}

/** The lower sections' texts every theme shows in its own way: the three steps and what the portal sells. */
export function useHomeLowerTexts() {
  const { t } = useTranslation('homeLower');
  const config = useTenantConfig();
  const brand = { company: config.company.name };
  return {
    t,
    config,
    brand,
    steps: t('getStarted.steps', { returnObjects: true, ...brand }) as HomeLowerStep[],
    coverage: t('coverage.items', { returnObjects: true, ...brand }) as HomeLowerCoverageItem[],
  };
}
