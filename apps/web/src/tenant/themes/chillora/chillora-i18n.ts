import { registerTranslations } from '../../../lib/i18n';

// Texts only chillora's lazily loaded sections show; registered with them, so they stay off the first load.
registerTranslations('chillora', {
  en: {
    reviews: {
      rating: 'Rated {{rating}} out of 5',
      loading: 'Loading reviews',
      empty: 'No reviews have been published yet.',
      error: 'Reviews could not be loaded just now. Please try again later.',
    },
    step: 'Step {{number}}',
    about: {
      strengths: 'What makes us different',
    },
  },
  bn: {
    reviews: {
      rating: '৫-এর মধ্যে {{rating}} রেটিং',
      loading: 'মতামত লোড হচ্ছে',
      empty: 'এখনও কোনো মতামত প্রকাশিত হয়নি।',
      error: 'এই মুহূর্তে মতামত লোড করা যায়নি। পরে আবার চেষ্টা করুন।',
    },
    step: 'ধাপ {{number}}',
    about: {
      strengths: 'আমরা যেখানে আলাদা',
    },
  },
});
