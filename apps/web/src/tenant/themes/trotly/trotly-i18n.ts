import { registerTranslations } from '../../../lib/i18n';

// trotly's own words around the tenant's content on the home blocks; registered with its lazily loaded sections.
registerTranslations('trotly', {
  en: {
    kicker: {
      features: 'Why agencies choose us',
      destinations: 'Popular fares',
      airlines: 'Airlines on sale',
      app: 'On the go',
    },
    airlinesTitle: 'Fly with the carriers your customers ask for',
    fareFrom: 'from {{fare}}',
  },
  bn: {
    kicker: {
      features: 'এজেন্সিগুলো কেন আমাদের বেছে নেয়',
      destinations: 'জনপ্রিয় ভাড়া',
      airlines: 'বিক্রয়ে থাকা এয়ারলাইন',
      app: 'চলতে চলতে',
    },
    airlinesTitle: 'আপনার গ্রাহকরা যে এয়ারলাইন চান',
    fareFrom: '{{fare}} থেকে',
  },
});
