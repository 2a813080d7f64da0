import { registerTranslations } from '../../lib/i18n';

/** Texts shared by the agency's Documents tab and the operators' KYC review (namespace "kyc"). */
export const kycTexts = {
  en: {
    kycStatus: {
      notSubmitted: 'Not submitted',
      pending: 'Under review',
      verified: 'Verified',
      actionRequired: 'Action required',
    },
    documentStatus: { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' },
    kinds: {
      tradeLicense: 'Trade licence',
      nationalIdFront: 'National ID (front)',
      nationalIdBack: 'National ID (back)',
      civilAviation: 'Civil aviation certificate',
      tinCertificate: 'TIN certificate',
      other: 'Other document',
    },
    thread: {
      title: 'Conversation with the KYC team',
      titleOperator: 'Conversation with the agency',
      empty: 'No messages yet.',
      operator: 'KYC team',
      agency: 'Agency',
      about: 'About: {{kind}}',
      general: 'General',
      message: 'Message',
      aboutLabel: 'About',
      send: 'Send',
      sent: 'Message sent',
      failed: 'The message was not sent',
      label: 'Messages',
    },
  },
  bn: {
    kycStatus: {
      notSubmitted: 'জমা দেওয়া হয়নি',
      pending: 'যাচাই চলছে',
      verified: 'যাচাইকৃত',
      actionRequired: 'পদক্ষেপ প্রয়োজন',
    },
    documentStatus: { pending: 'যাচাইয়ের অপেক্ষায়', approved: 'অনুমোদিত', rejected: 'প্রত্যাখ্যাত' },
    kinds: {
      tradeLicense: 'ট্রেড লাইসেন্স',
      nationalIdFront: 'জাতীয় পরিচয়পত্র (সামনে)',
      nationalIdBack: 'জাতীয় পরিচয়পত্র (পেছনে)',
      civilAviation: 'সিভিল এভিয়েশন সনদ',
      tinCertificate: 'টিআইএন সনদ',
      other: 'অন্যান্য নথি',
    },
    thread: {
      title: 'কেওয়াইসি দলের সঙ্গে কথোপকথন',
      titleOperator: 'এজেন্সির সঙ্গে কথোপকথন',
      empty: 'এখনও কোনো বার্তা নেই।',
      operator: 'কেওয়াইসি দল',
      agency: 'এজেন্সি',
      about: 'বিষয়: {{kind}}',
      general: 'সাধারণ',
      message: 'বার্তা',
      aboutLabel: 'বিষয়',
      send: 'পাঠান',
      sent: 'বার্তা পাঠানো হয়েছে',
      failed: 'বার্তা পাঠানো যায়নি',
      label: 'বার্তাসমূহ',
    },
  },
};

registerTranslations('kyc', kycTexts);
