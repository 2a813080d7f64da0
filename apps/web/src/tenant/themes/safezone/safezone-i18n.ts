import { registerTranslations } from '../../../lib/i18n';

// The few words the safeZone header and footer add to the shared ones; small, so they ride with the theme's chunk.
registerTranslations('safeZone', {
  en: {
    contact: 'Contact details',
    call: 'Call {{phone}}',
    mail: 'Email {{email}}',
    offices: 'Our offices',
    explore: 'Explore',
  },
  bn: {
    contact: 'যোগাযোগের তথ্য',
    call: '{{phone}} নম্বরে কল করুন',
    mail: '{{email}} ঠিকানায় ইমেইল করুন',
    offices: 'আমাদের অফিস',
    explore: 'ঘুরে দেখুন',
  },
});
