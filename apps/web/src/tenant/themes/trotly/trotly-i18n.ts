import { registerTranslations } from '../../../lib/i18n';

// trotly's own words around the tenant's content; registered with its lazily loaded sections.
registerTranslations('trotly', {
  en: {
    kicker: {
      features: 'Why agencies choose us',
      destinations: 'Popular fares',
      airlines: 'Airlines on sale',
      app: 'On the go',
      reviews: 'In their words',
      steps: 'How to join',
      coverage: 'One account, every product',
    },
    airlinesTitle: 'Fly with the carriers your customers ask for',
    fareFrom: 'from {{fare}}',
    stepLabel: 'Step {{number}}',
    author: '{{name}}, {{company}}',
    rating: 'Rated {{rating}} out of 5',
    loadingReviews: 'Loading reviews',
  },
  bn: {
    kicker: {
      features: 'এজেন্সিগুলো কেন আমাদের বেছে নেয়',
      destinations: 'জনপ্রিয় ভাড়া',
      airlines: 'বিক্রয়ে থাকা এয়ারলাইন',
      app: 'চলতে চলতে',
      reviews: 'তাদের কথায়',
      steps: 'যেভাবে যুক্ত হবেন',
      coverage: 'এক অ্যাকাউন্টে সব সেবা',
    },
    airlinesTitle: 'আপনার গ্রাহকরা যে এয়ারলাইন চান',
    fareFrom: '{{fare}} থেকে',
    stepLabel: 'ধাপ {{number}}',
    author: '{{name}}, {{company}}',
    rating: '৫-এর মধ্যে {{rating}} রেটিং',
    loadingReviews: 'মতামত লোড হচ্ছে',
  },
});
