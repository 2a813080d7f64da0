import { registerTranslations } from '../../lib/i18n';

registerTranslations('searchpad', {
  en: {
    pageTitle: 'Search pad',
    tabsLabel: 'What would you like to book?',
    new: 'New',
    flightSearch: 'Flight search',
    departingFrom: 'Departing from {{city}} ({{code}})',
    panelHeading: {
      hotels: 'Hotel search',
      holidays: 'Holiday search',
      visa: 'Visa search',
      queueShare: 'Import a booking from a queue',
      xclusiveFares: 'Xclusive fares',
      umrah: 'Umrah fares',
      groupFares: 'Group fares',
    },
  },
  bn: {
    pageTitle: 'সার্চ প্যাড',
    tabsLabel: 'আপনি কী বুক করতে চান?',
    new: 'New',
    flightSearch: 'ফ্লাইট সার্চ',
    departingFrom: '{{city}} ({{code}}) থেকে যাত্রা',
    panelHeading: {
      hotels: 'হোটেল সার্চ',
      holidays: 'হলিডে সার্চ',
      visa: 'ভিসা সার্চ',
      queueShare: 'কিউ থেকে বুকিং আনুন',
      xclusiveFares: 'এক্সক্লুসিভ ভাড়া',
      umrah: 'ওমরাহ ভাড়া',
      groupFares: 'গ্রুপ ভাড়া',
    },
  },
});
