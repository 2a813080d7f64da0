import { registerTranslations } from '../../lib/i18n';

/** Texts of asking the operators to enable part payment on a held booking (namespace "flightOrderPartRequest"). */
registerTranslations('flightOrderPartRequest', {
  en: {
    action: 'Request part payment',
    intro:
      'Part payment is offered when the first flight is at least 7 days away. You can ask our operators to enable it for this booking.',
    pending: 'Requested on {{time}} — awaiting approval',
    yourMessage: 'Your message: {{message}}',
    rejectedTitle: 'Part payment was declined',
    rejected: 'Declined on {{time}}: {{reason}}',
    rejectedPlain: 'Declined on {{time}}.',
    askAgain: 'You can ask again with more details.',
    approvedTitle: 'Part payment approved',
    approved: 'Approved on {{time}}: the rest is due by {{due}}.',
    note: 'Operator’s note: {{note}}',
    modal: {
      title: 'Request part payment for {{reference}}',
      body: 'Our operators review the request. Once they approve it, this booking can be issued paying part of the price now from your wallet; the rest is due by the date they set.',
      message: 'Message to the operators (optional)',
      messageHint: 'Why part payment helps, or when the rest will be paid. Up to 500 characters.',
      cancel: 'Not now',
      send: 'Send request',
      close: 'Close',
      sent: 'Your request for part payment on {{reference}} was sent.',
    },
  },
  bn: {
    action: 'আংশিক পরিশোধের অনুরোধ',
    intro:
      'প্রথম ফ্লাইট অন্তত ৭ দিন পরে হলে আংশিক পরিশোধের সুযোগ দেওয়া হয়। এই বুকিংয়ের জন্য তা চালু করতে আমাদের অপারেটরদের অনুরোধ করতে পারেন।',
    pending: '{{time}}-এ অনুরোধ করা হয়েছে — অনুমোদনের অপেক্ষায়',
    yourMessage: 'আপনার বার্তা: {{message}}',
    rejectedTitle: 'আংশিক পরিশোধের অনুরোধ প্রত্যাখ্যাত',
    rejected: '{{time}}-এ প্রত্যাখ্যাত: {{reason}}',
    rejectedPlain: '{{time}}-এ প্রত্যাখ্যাত।',
    askAgain: 'আরও বিস্তারিত দিয়ে আবার অনুরোধ করতে পারেন।',
    approvedTitle: 'আংশিক পরিশোধ অনুমোদিত',
    approved: '{{time}}-এ অনুমোদিত: বাকিটা {{due}}-এর মধ্যে পরিশোধ করতে হবে।',
    note: 'অপারেটরের নোট: {{note}}',
    modal: {
      title: '{{reference}}-এর জন্য আংশিক পরিশোধের অনুরোধ',
      body: 'আমাদের অপারেটররা অনুরোধটি যাচাই করবেন। অনুমোদন পেলে এই বুকিং এখন ওয়ালেট থেকে দামের একাংশ পরিশোধ করে ইস্যু করা যাবে; বাকিটা তাঁদের ঠিক করা তারিখের মধ্যে পরিশোধ করতে হবে।',
      message: 'অপারেটরদের জন্য বার্তা (ঐচ্ছিক)',
      messageHint: 'আংশিক পরিশোধ কেন দরকার, বা বাকিটা কবে পরিশোধ হবে। সর্বোচ্চ ৫০০ অক্ষর।',
      cancel: 'এখন নয়',
      send: 'অনুরোধ পাঠান',
      close: 'বন্ধ করুন',
      sent: '{{reference}}-এর আংশিক পরিশোধের অনুরোধ পাঠানো হয়েছে।',
    },
  },
});
