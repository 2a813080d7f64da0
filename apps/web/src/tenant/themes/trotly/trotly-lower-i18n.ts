import { registerTranslations } from '../../../lib/i18n';

// The words of trotly's lower sections, which load when the visitor scrolls near them.
registerTranslations('trotlyLower', {
  en: {
    kicker: {
      reviews: 'In their words',
      steps: 'How to join',
      coverage: 'One account, every product',
    },
    stepLabel: 'Step {{number}}',
    author: '{{name}}, {{company}}',
    rating: 'Rated {{rating}} out of 5',
    loadingReviews: 'Loading reviews',
  },
  bn: {
    kicker: {
      reviews: 'তাদের কথায়',
      steps: 'যেভাবে যুক্ত হবেন',
      coverage: 'এক অ্যাকাউন্টে সব সেবা',
    },
    stepLabel: 'ধাপ {{number}}',
    author: '{{name}}, {{company}}',
    rating: '৫-এর মধ্যে {{rating}} রেটিং',
    loadingReviews: 'মতামত লোড হচ্ছে',
  },
});
