import { registerTranslations } from '../../lib/i18n';

registerTranslations('home', {
  en: {
    banner: {
      label: 'Offers and news',
      slide: 'Slide {{number}} of {{total}}',
      goTo: 'Show slide {{number}}',
      previous: 'Previous slide',
      next: 'Next slide',
      getStarted: 'Get Started',
      downloadApp: 'Download the app',
    },
  },
  bn: {
    banner: {
      label: 'অফার ও খবর',
      slide: 'স্লাইড {{number}} / {{total}}',
      goTo: 'স্লাইড {{number}} দেখুন',
      previous: 'আগের স্লাইড',
      next: 'পরের স্লাইড',
      getStarted: 'Get Started',
      downloadApp: 'অ্যাপ ডাউনলোড করুন',
    },
  },
});
