import type { TenantConfig } from '@portal/contracts';

const asset = (file: string) => `/tenants/voyagio/${file}`;

/**
 * A white-label tenant on the safeZone theme with the form-left login: a Dhaka corporate-travel consolidator that
 * sells to agencies and the travel desks of companies.
 */
export const voyagioConfig: TenantConfig = {
  tenantId: 'voyagio',
  tenantName: 'Voyagio Travel Hub',
  isMain: false,
  loginVariation: 'formleft',
  aboutUsEnabled: true,
  company: { name: 'Voyagio Travel Hub', shortName: 'Voyagio', code: 'VOY' },
  global: {
    theme: 'safeZone',
    primaryColor: '#4338ca',
    siteUrl: 'https://www.voyagio.test',
    baseUrl: 'https://api.voyagio.test',
    title: 'Voyagio Travel Hub - Corporate and Agency Travel Desk',
    contactNo: '+880 1713-556677',
    email: 'desk@voyagio.test',
    defaultPhoneNumberCode: '+880',
    defaultCurrency: 'BDT',
    initialDeparture: {
      airportCode: 'DAC',
      airportName: 'Hazrat Shahjalal International Airport',
      cityCode: 'DAC',
      cityName: 'Dhaka',
      countryCode: 'BD',
      countryName: 'Bangladesh',
    },
  },
  logo: {
    primaryLogo: asset('logo.svg'),
    secondaryLogo: asset('logo-light.svg'),
    favIcon: asset('favicon.svg'),
    useAgent: true,
  },
  home: {
    titleContent: 'The travel desk for agencies and the companies they serve',
    coverImage: asset('cover.svg'),
    airlines: [
      { code: 'BG', name: 'Biman Bangladesh Airlines', logo: asset('airlines/bg.svg') },
      { code: 'BS', name: 'US-Bangla Airlines', logo: asset('airlines/bs.svg') },
      { code: 'QR', name: 'Qatar Airways', logo: asset('airlines/qr.svg') },
      { code: 'SQ', name: 'Singapore Airlines', logo: asset('airlines/sq.svg') },
      { code: 'TK', name: 'Turkish Airlines', logo: asset('airlines/tk.svg') },
    ],
    feature: {
      title: 'Built for business travel',
      caption:
        'Corporate fares, approvals and one monthly statement: what a company’s travel desk needs, sold through your agency.',
      image: asset('feature.svg'),
      features: [
        {
          iconClass: 'icon-fare',
          header: 'Negotiated corporate fares',
          content: 'Company fares on the Gulf and Asian carriers, with free date changes on most of them.',
        },
        {
          iconClass: 'icon-report',
          header: 'Reports per cost centre',
          content:
            'Every ticket tagged with the traveller’s department, exported for the finance team each month.',
        },
        {
          iconClass: 'icon-shield',
          header: 'Travel policy built in',
          content: 'Cabin and fare limits per traveller, so a booking outside the policy waits for approval.',
        },
        {
          iconClass: 'icon-support',
          header: 'A desk that answers at night',
          content: 'Reissues and missed connections handled by our Dhaka desk around the clock.',
        },
      ],
    },
  },
  mobileApp: {
    enabled: true,
    title: 'Approve trips from your phone',
    description:
      'Fares, bookings and the approvals waiting for you, in the Voyagio app for iPhone and Android.',
    appStoreLink: 'https://apps.apple.com/search?term=voyagio',
    googlePlayLink: 'https://play.google.com/store/search?q=voyagio&c=apps',
    screenShotLink: asset('app-screens.svg'),
  },
  destination: {
    title: 'Where Dhaka’s business travellers fly',
    actionText: 'Search all fares',
    actionLink: '/searchpad',
    cities: [
      {
        from: 'Dhaka',
        to: 'Singapore',
        imagePath: asset('destinations/singapore.svg'),
        currency: 'BDT',
        totalFare: 3_850_000,
      },
      {
        from: 'Dhaka',
        to: 'Kathmandu',
        imagePath: asset('destinations/kathmandu.svg'),
        currency: 'BDT',
        totalFare: 2_240_000,
      },
      {
        from: 'Dhaka',
        to: 'Doha',
        imagePath: asset('destinations/doha.svg'),
        currency: 'BDT',
        totalFare: 5_620_000,
      },
      {
        from: 'Dhaka',
        to: 'London',
        imagePath: asset('destinations/london.svg'),
        currency: 'BDT',
        totalFare: 11_890_000,
      },
    ],
  },
  loginCover: asset('login-cover.svg'),
  aboutUs: {
    title: 'About Voyagio Travel Hub',
    header: 'Corporate travel from Gulshan since 2014',
    content:
      'Voyagio began as the in-house travel desk of a Dhaka garment exporter, booking buyers’ visits and factory audits across Asia and Europe. In 2014 we opened the desk to other companies, and in 2019 to travel agencies that wanted corporate fares for their own clients.\n\nToday more than two hundred agencies and sixty companies book through Voyagio: flights on every carrier that serves Bangladesh, hotels near the trade fairs, visas for business trips, and a monthly statement that finance teams can reconcile in an afternoon.',
    coverImage: asset('about/cover.svg'),
    profiles: [
      { name: 'Nafisa Rahman', designation: 'Managing Director', image: asset('about/profile-1.svg') },
      { name: 'Fahim Ahmed', designation: 'Head of Corporate Accounts', image: asset('about/profile-2.svg') },
      { name: 'Sadia Binte Alam', designation: 'Night Desk Lead', image: asset('about/profile-3.svg') },
    ],
    feature: [
      {
        iconClass: 'icon-chart',
        header: 'Statements that reconcile',
        content: 'One monthly statement per company, with each ticket, refund and fee on its own line.',
      },
      {
        iconClass: 'icon-clock',
        header: 'Round-the-clock desk',
        content: 'A person on the phone at three in the morning when a connection is missed in Doha.',
      },
      {
        iconClass: 'icon-visa',
        header: 'Business visas',
        content:
          'Invitation letters, appointments and documents checked for Schengen, UK and Singapore visas.',
      },
    ],
    goal: {
      title: 'What we work towards',
      shots: [asset('about/shot-1.svg'), asset('about/shot-2.svg')],
      goals: [
        {
          title: 'No trip outside the policy',
          content: 'Every company’s travel rules checked before a ticket is issued, not after the invoice.',
        },
        {
          title: 'Agencies as partners',
          content: 'Corporate fares and credit for the agencies that bring us their business clients.',
        },
        {
          title: 'Answers within the hour',
          content:
            'Every reissue, refund and visa question answered in writing within an hour, day or night.',
        },
      ],
    },
  },
  contactUs: {
    headquarterMap: 'https://www.google.com/maps/search/?api=1&query=Gulshan+Avenue+Dhaka',
    blocks: [
      { title: 'Corporate accounts', email: 'corporate@voyagio.test', phone: '+880 1713-556678' },
      { title: 'Agency desk', email: 'agencies@voyagio.test', phone: '+880 1713-556679' },
      { title: 'Night desk', email: 'night@voyagio.test', phone: '+880 1713-556680' },
    ],
    offices: [
      {
        title: 'Dhaka head office',
        address: 'Level 9, 52 Gulshan Avenue, Gulshan 1, Dhaka 1212, Bangladesh',
        email: 'desk@voyagio.test',
        phone: '+880 2-9882-4410',
        map: {
          text: 'Get directions',
          url: 'https://www.google.com/maps/search/?api=1&query=Gulshan+Avenue+Dhaka',
        },
        site: { text: 'voyagio.test', url: 'https://www.voyagio.test' },
      },
      {
        title: 'Khulna office',
        address: 'KDA Avenue, Shibbari Mor, Khulna 9100, Bangladesh',
        email: 'khulna@voyagio.test',
        phone: '+880 41-272-118',
        map: {
          text: 'Get directions',
          url: 'https://www.google.com/maps/search/?api=1&query=KDA+Avenue+Khulna',
        },
        site: { text: 'voyagio.test', url: 'https://www.voyagio.test' },
      },
    ],
  },
  callToAction: {
    enabled: true,
    title: 'Bring your business clients to Voyagio',
    description: 'Register your agency for corporate fares, monthly statements and a desk that never closes.',
    buttonText: 'Register your agency',
    // Empty: the registration page (Business.defaultCallToActionPath).
    buttonLink: '',
    imagePath: asset('cta.svg'),
  },
  socialMedia: {
    facebook: 'https://www.facebook.com/voyagiotravelhub',
    linkedIn: 'https://www.linkedin.com/company/voyagio',
    instagram: '',
    twitter: '',
    youtube: 'https://www.youtube.com/@voyagio',
  },
  accreditations: [],
  paymentMethods: [
    { code: 'visa', name: 'Visa', kind: 'card', logo: asset('payments/visa.svg') },
    { code: 'mastercard', name: 'Mastercard', kind: 'card', logo: asset('payments/mastercard.svg') },
    { code: 'bkash', name: 'bKash', kind: 'mobileBanking', logo: asset('payments/bkash.svg') },
  ],
  translations: {
    en: {
      'footer.tagline':
        'Voyagio Travel Hub: corporate fares, approvals and statements for agencies and companies.',
    },
    bn: {
      'footer.tagline': 'ভয়াজিও ট্রাভেল হাব: এজেন্সি ও প্রতিষ্ঠানের জন্য কর্পোরেট ভাড়া, অনুমোদন ও স্টেটমেন্ট।',
    },
  },
  security: { requireDeviceVerification: false },
};

export const voyagioHosts = ['voyagio.localhost'];

export const voyagioBanners = [
  {
    bannerPath: asset('banners/banner-1.svg'),
    text: 'Corporate fares from Dhaka with one invoice for every trip',
    downloadApp: false,
  },
  {
    bannerPath: asset('banners/banner-2.svg'),
    text: 'Meetings in Singapore: flight, hotel and visa on one booking',
    downloadApp: false,
  },
  {
    bannerPath: asset('banners/banner-3.svg'),
    text: 'Get the Voyagio app to approve trips on the move',
    downloadApp: true,
  },
];

/** Published testimonials of agencies and travel desks that book with Voyagio, newest first. */
export const voyagioReviews = [
  {
    reviewerName: 'Tanjila Haque',
    designation: 'Travel Manager',
    companyName: 'Meghna Knitwear Ltd',
    city: 'Dhaka',
    rating: 5,
    comment:
      'Our buyers’ visits used to take a dozen emails. Now the merchandisers book within the policy and I approve from my phone; the monthly statement matches our ledger to the taka.',
    createdAt: '2025-06-20T10:30:00+06:00',
  },
  {
    reviewerName: 'Rezaul Karim',
    designation: 'Proprietor',
    companyName: 'Gulshan Air Link',
    city: 'Dhaka',
    rating: 5,
    comment:
      'We sell to three software companies. Voyagio’s corporate fares on Singapore and Doha let us quote them below the airline counter and still keep our margin.',
    createdAt: '2025-06-02T15:10:00+06:00',
  },
  {
    reviewerName: 'Shamima Nasrin',
    designation: 'Director',
    companyName: 'Rupsha Tours and Travels',
    city: 'Khulna',
    rating: 4,
    comment:
      'The Khulna office checks our clients’ Schengen documents before the appointment. Fewer refusals, fewer angry customers.',
    createdAt: '2025-05-11T12:00:00+06:00',
  },
  {
    reviewerName: 'Imtiaz Chowdhury',
    designation: 'Admin Manager',
    companyName: 'Bengal Pharma Exports',
    city: 'Dhaka',
    rating: 5,
    comment:
      'A connection in Doha was missed at two in the morning. The night desk had our engineer on the next flight before he reached the transfer counter.',
    createdAt: '2025-04-18T09:45:00+06:00',
  },
];
