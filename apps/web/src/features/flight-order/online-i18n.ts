import { registerTranslations } from '../../lib/i18n';

/** Texts of issuing a booking paid online and of coming back from the checkout (namespace "flightOrderOnline"). */
registerTranslations('flightOrderOnline', {
  en: {
    source: { label: 'Pay with', wallet: 'Pay from wallet', online: 'Pay online' },
    intro:
      'You pay on the secure payment page. Once the payment is received, the money reaches your wallet and the ticket is issued from it.',
    wayLabel: 'Payment method',
    ways: { card: 'Credit/Debit Card', bkash: 'bKash', nagad: 'Nagad', net_banking: 'Net Banking' },
    rate: '{{percent}}% surcharge',
    outOfLimits: 'not available for this amount',
    wayRequired: 'Choose how to pay.',
    surcharge: 'Surcharge ({{percent}}%)',
    total: 'Total charged',
    pay: 'Pay {{total}} online',
    redirecting: 'Taking you to the payment page…',
    failed: 'The payment could not be started. Please try again.',
    inDoubt:
      'The answer did not reach us. Press the button again: the same request is sent, so only one payment is opened.',
    notice: {
      received: 'Payment received.',
      confirmed: 'The tickets are issued: this booking is Confirmed.',
      inProgress: 'The airline has not confirmed the tickets yet. Our operators are completing this booking.',
      notIssued: 'The ticket was not issued: {{reason}}. The money is in your wallet.',
      notIssuedPlain: 'The ticket was not issued. The money is in your wallet.',
      waiting: 'We are waiting for the payment gateway to confirm the payment.',
      notCompleted: 'The payment was not completed.',
      notCompletedBody: 'This booking is unchanged. You can pay again, or pay from your wallet.',
      dismiss: 'Dismiss',
    },
  },
  bn: {
    source: { label: 'যেভাবে পরিশোধ করবেন', wallet: 'ওয়ালেট থেকে পরিশোধ', online: 'অনলাইনে পরিশোধ' },
    intro:
      'নিরাপদ পেমেন্ট পেজে পরিশোধ করুন। পেমেন্ট পাওয়া গেলে টাকা আপনার ওয়ালেটে আসবে এবং সেখান থেকে টিকিট ইস্যু হবে।',
    wayLabel: 'পেমেন্ট পদ্ধতি',
    ways: { card: 'ক্রেডিট/ডেবিট কার্ড', bkash: 'বিকাশ', nagad: 'নগদ', net_banking: 'নেট ব্যাংকিং' },
    rate: '{{percent}}% সারচার্জ',
    outOfLimits: 'এই পরিমাণের জন্য প্রযোজ্য নয়',
    wayRequired: 'কীভাবে পরিশোধ করবেন বেছে নিন।',
    surcharge: 'সারচার্জ ({{percent}}%)',
    total: 'মোট চার্জ',
    pay: 'অনলাইনে {{total}} পরিশোধ করুন',
    redirecting: 'আপনাকে পেমেন্ট পেজে নেওয়া হচ্ছে…',
    failed: 'পেমেন্ট শুরু করা গেল না। আবার চেষ্টা করুন।',
    inDoubt:
      'উত্তরটি আমাদের কাছে পৌঁছায়নি। বোতামটি আবার চাপুন: একই অনুরোধ পাঠানো হবে, তাই একটিই পেমেন্ট খোলা হবে।',
    notice: {
      received: 'পেমেন্ট পাওয়া গেছে।',
      confirmed: 'টিকিট ইস্যু হয়েছে: এই বুকিংটি Confirmed।',
      inProgress: 'এয়ারলাইন এখনও টিকিট নিশ্চিত করেনি। আমাদের অপারেটররা বুকিংটি সম্পন্ন করছেন।',
      notIssued: 'টিকিট ইস্যু হয়নি: {{reason}}। টাকা আপনার ওয়ালেটে আছে।',
      notIssuedPlain: 'টিকিট ইস্যু হয়নি। টাকা আপনার ওয়ালেটে আছে।',
      waiting: 'পেমেন্ট গেটওয়ের নিশ্চিতকরণের অপেক্ষা করছি।',
      notCompleted: 'পেমেন্ট সম্পন্ন হয়নি।',
      notCompletedBody: 'এই বুকিং অপরিবর্তিত আছে। আবার পরিশোধ করতে পারেন, অথবা ওয়ালেট থেকে পরিশোধ করুন।',
      dismiss: 'বন্ধ করুন',
    },
  },
});
