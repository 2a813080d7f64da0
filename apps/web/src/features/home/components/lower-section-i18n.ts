import { registerTranslations } from '../../../lib/i18n';

// Registered with the lazily loaded lower section, so its texts stay off the first load. Testimonials are the
// brand's own published quotes; a tenant replaces them through its translation overrides ('homeLower:...').
registerTranslations('homeLower', {
  en: {
    testimonials: {
      title: 'What our agents say about {{company}}',
      more: 'Read more testimonials',
      items: [
        {
          quote:
            'Fares from many airlines on one screen, and tickets issued in minutes. Our counter staff stopped juggling websites.',
          author: 'Owner of a travel agency in Dhaka',
        },
        {
          quote:
            'Topping up the wallet and paying part now, the rest later, keeps our cash flow easy during Hajj and Umrah season.',
          author: 'Managing partner of an Umrah agency in Chattogram',
        },
        {
          quote:
            'Void, refund and reissue requests are tracked in one queue, so our customers get answers the same day.',
          author: 'Operations lead of a corporate travel desk in Sylhet',
        },
      ],
    },
    getStarted: {
      title: 'Get started in three steps',
      action: 'Register your agency',
      steps: [
        { title: 'Register', text: 'Tell us about your agency and upload your trade licence.' },
        { title: 'Get verified', text: 'Our team checks your documents and activates your account.' },
        { title: 'Start selling', text: 'Add money to your wallet and book flights, hotels, holidays and visas.' },
      ],
    },
    coverage: {
      title: 'Everything your agency sells',
      items: [
        { icon: 'plane', title: 'Flights', text: 'Domestic and international fares, with baggage and fare rules.' },
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
      items: [
        {
          quote:
            'এক স্ক্রিনে অনেক এয়ারলাইন্সের ভাড়া, আর কয়েক মিনিটে টিকিট ইস্যু। আমাদের কর্মীদের আর অনেক ওয়েবসাইট ঘাঁটতে হয় না।',
          author: 'ঢাকার একটি ট্রাভেল এজেন্সির মালিক',
        },
        {
          quote:
            'ওয়ালেটে টাকা যোগ করা আর এখন আংশিক, পরে বাকি পরিশোধ — হজ ও ওমরাহ মৌসুমে আমাদের নগদ প্রবাহ সহজ রাখে।',
          author: 'চট্টগ্রামের একটি ওমরাহ এজেন্সির ব্যবস্থাপনা অংশীদার',
        },
        {
          quote: 'ভয়েড, রিফান্ড ও রিইস্যুর অনুরোধ এক সারিতে দেখা যায়, তাই গ্রাহকেরা একই দিনে উত্তর পান।',
          author: 'সিলেটের একটি কর্পোরেট ট্রাভেল ডেস্কের অপারেশনস প্রধান',
        },
      ],
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
