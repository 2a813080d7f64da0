/** English texts of the shell, the themes and the shared blocks (namespace "common"). */
export const en = {
  app: {
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
    homeLink: '{{company}} home',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    corporate: 'Corporate',
    whiteLabel: 'White Label',
    api: 'API',
    agent: 'Agent',
    supplier: 'Supplier',
    contactUs: 'Contact Us',
    aboutUs: 'About Us',
    testimonials: 'Testimonials',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    refunds: 'Refund and Return Policy',
    login: 'Login',
    searchPad: 'Search Pad',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  /** What makes up an agent price, wherever it shows beside the gross. */
  agentPriceParts: 'Gross {{gross}} − Commission {{commission}} + AIT and taxes {{ait}}',
  /** A flight order's status, as every page names it. */
  orderStatus: {
    OnHold: 'On hold',
    Pending: 'Pending',
    InProgress: 'In progress',
    Unconfirmed: 'Unconfirmed',
    Confirmed: 'Confirmed',
    Cancelled: 'Cancelled',
    Expired: 'Expired',
  },
  language: { label: 'Language', en: 'English', bn: 'বাংলা' },
  footer: {
    tagline: 'Flights, hotels, holidays and visas for travel agencies, in one portal.',
    company: 'Company',
    partners: 'Partners',
    legal: 'Legal',
    contact: 'Contact',
    phone: 'Phone: {{phone}}',
    email: 'Email: {{email}}',
    followUs: 'Follow us',
    accreditations: 'Accredited by',
    paymentMethods: 'We accept',
    rights: '© {{year}} {{company}}. All rights reserved.',
    social: {
      facebook: 'Facebook',
      linkedIn: 'LinkedIn',
      instagram: 'Instagram',
      twitter: 'X (Twitter)',
      youtube: 'YouTube',
    },
  },
  blocks: {
    airlinesTitle: 'Airlines on our portal',
    fareFrom: 'Fares from',
    route: '{{from}} to {{to}}',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    team: 'Our team',
  },
  error: {
    title: 'Something went wrong.',
    unknown: 'An unknown error occurred. Please try again.',
    goBack: 'Go Back',
    reload: 'Reload',
    generic: 'Something went wrong. Please try again.',
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
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  session: {
    expiredTitle: 'Session expired',
    expired: 'Your login session has expired. Please log in again to continue accessing services. Thank you.',
    ok: 'Ok',
    logoutTitle: 'Logout',
  },
};
