import { registerTranslations } from '../../lib/i18n';

registerTranslations('searchpad', {
  en: {
    pageTitle: 'Search pad',
    tabsLabel: 'What would you like to book?',
    new: 'New',
    departingFrom: 'Departing from {{city}} ({{code}})',
    offers: 'Offers',
    topOffers: 'Announcements',
    reviewsTitle: 'What agents say',
    slider: {
      slide: 'Slide {{number}} of {{total}}',
      goTo: 'Show slide {{number}}',
      previous: 'Previous slide',
      next: 'Next slide',
      downloadApp: 'Download the app',
    },
    popup: {
      gotIt: 'Got it',
      close: 'Close',
      kind: { announcement: 'Announcement' },
    },
  },
  bn: {
    pageTitle: 'সার্চ প্যাড',
    tabsLabel: 'আপনি কী বুক করতে চান?',
    new: 'নতুন',
    departingFrom: '{{city}} ({{code}}) থেকে যাত্রা',
    offers: 'অফার',
    topOffers: 'ঘোষণা',
    reviewsTitle: 'এজেন্টরা যা বলেন',
    slider: {
      slide: 'স্লাইড {{number}} / {{total}}',
      goTo: 'স্লাইড {{number}} দেখুন',
      previous: 'আগের স্লাইড',
      next: 'পরের স্লাইড',
      downloadApp: 'অ্যাপ ডাউনলোড করুন',
    },
    popup: {
      gotIt: 'বুঝেছি',
      close: 'বন্ধ করুন',
      kind: { announcement: 'ঘোষণা' },
    },
  },
});
