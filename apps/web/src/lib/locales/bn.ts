import type { en } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Bangla texts of the shell; texts quoted by the product description stay in English as written. */
export const bn: Texts<typeof en> = {
  app: {
    loading: 'লোড হচ্ছে…',
    skipToContent: 'মূল বিষয়বস্তুতে যান',
    homeLink: '{{company}} হোম',
  },
  nav: {
    label: 'প্রধান',
    home: 'হোম',
    corporate: 'কর্পোরেট',
    whiteLabel: 'হোয়াইট লেবেল',
    api: 'এপিআই',
    agent: 'এজেন্ট',
    supplier: 'সাপ্লায়ার',
    contactUs: 'যোগাযোগ',
    aboutUs: 'আমাদের সম্পর্কে',
    testimonials: 'গ্রাহকের মতামত',
    terms: 'শর্তাবলী',
    privacy: 'গোপনীয়তা নীতি',
    refunds: 'রিফান্ড ও রিটার্ন নীতি',
    login: 'Login',
    searchPad: 'সার্চ প্যাড',
    openMenu: 'মেনু খুলুন',
    closeMenu: 'মেনু বন্ধ করুন',
    closeLogin: 'লগইন বন্ধ করুন',
  },
  /** A flight order's status, as every page names it. */
  agentPriceParts: 'গ্রস {{gross}} − কমিশন {{commission}} + এআইটি ও কর {{ait}}',
  orderStatus: {
    OnHold: 'হোল্ডে আছে',
    Pending: 'অপেক্ষমাণ',
    InProgress: 'প্রক্রিয়াধীন',
    Unconfirmed: 'অনিশ্চিত',
    Confirmed: 'নিশ্চিত',
    Cancelled: 'বাতিল',
    Expired: 'মেয়াদোত্তীর্ণ',
  },
  language: { label: 'ভাষা', en: 'English', bn: 'বাংলা' },
  footer: {
    tagline: 'ট্রাভেল এজেন্সির জন্য ফ্লাইট, হোটেল, হলিডে ও ভিসা — এক পোর্টালে।',
    company: 'প্রতিষ্ঠান',
    partners: 'অংশীদার',
    legal: 'আইনি তথ্য',
    contact: 'যোগাযোগ',
    phone: 'ফোন: {{phone}}',
    email: 'ইমেইল: {{email}}',
    followUs: 'আমাদের অনুসরণ করুন',
    accreditations: 'স্বীকৃতি',
    paymentMethods: 'আমরা গ্রহণ করি',
    rights: '© {{year}} {{company}}। সর্বস্বত্ব সংরক্ষিত।',
    social: {
      facebook: 'ফেসবুক',
      linkedIn: 'লিংকডইন',
      instagram: 'ইনস্টাগ্রাম',
      twitter: 'এক্স (টুইটার)',
      youtube: 'ইউটিউব',
    },
  },
  blocks: {
    airlinesTitle: 'আমাদের পোর্টালের এয়ারলাইন্স',
    fareFrom: 'ভাড়া শুরু',
    route: '{{from}} থেকে {{to}}',
    appStore: 'অ্যাপ স্টোর থেকে ডাউনলোড করুন',
    googlePlay: 'গুগল প্লে থেকে নিন',
    team: 'আমাদের দল',
  },
  error: {
    title: 'Something went wrong.',
    unknown: 'An unknown error occurred. Please try again.',
    pageNotLoaded: 'পেজটি লোড করা যায়নি। সংযোগ দেখে আবার লোড করুন।',
    goBack: 'Go Back',
    reload: 'Reload',
    generic: 'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
  },
  // The search pad's tab names are the product's own words, the same in every language; the search pad and the
  // top bar's Search Pad menu both read them from here.
  searchpadTabs: {
    flights: 'Flights',
    hotels: 'Hotels',
    holidays: 'Holidays',
    visa: 'Visa',
    queueShare: 'Queue Share',
    xclusiveFares: 'Xclusive Fares',
    umrah: 'Umrah',
    groupFares: 'Group Fares',
  },
  // The phone code button's two labels are the product's own words, the same in every language; which one shows
  // depends on the country code (see send-phone-code-label.ts).
  phoneCode: {
    sendOtp: 'Send OTP',
    sendCode: 'Send Code',
  },
  notFound: {
    title: 'পেজটি পাওয়া যায়নি',
    body: 'আপনি যে পেজটি খুঁজছেন তা নেই বা সরানো হয়েছে।',
    home: 'হোম পেজে যান',
  },
  session: {
    expiredTitle: 'সেশনের মেয়াদ শেষ',
    expired: 'Your login session has expired. Please log in again to continue accessing services. Thank you.',
    ok: 'Ok',
    logoutTitle: 'Logout',
  },
};
