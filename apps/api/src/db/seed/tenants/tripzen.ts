import type { TenantConfig } from '@portal/contracts';

const asset = (file: string) => `/tenants/tripzen/${file}`;

/** A white-label tenant whose login lives in a modal: no /login page, the header's Login button opens the form. */
export const tripzenConfig: TenantConfig = {
  tenantId: 'tripzen',
  tenantName: 'Tripzen Holidays',
  isMain: false,
  loginVariation: 'modal',
  aboutUsEnabled: true,
  company: { name: 'Tripzen Holidays', shortName: 'Tripzen', code: 'TZN' },
  global: {
    theme: 'chillora',
    primaryColor: '#0f9d76',
    siteUrl: 'https://www.tripzen.test',
    baseUrl: 'https://api.tripzen.test',
    title: 'Tripzen Holidays - Calm Trips for Travel Agents',
    contactNo: '+880 1819-303030',
    email: 'care@tripzen.test',
    defaultPhoneNumberCode: '+880',
    defaultCurrency: 'BDT',
    initialDeparture: {
      airportCode: 'ZYL',
      airportName: 'Osmani International Airport',
      cityCode: 'ZYL',
      cityName: 'Sylhet',
      countryCode: 'BD',
      countryName: 'Bangladesh',
    },
  },
  logo: {
    primaryLogo: asset('logo.svg'),
    secondaryLogo: asset('logo-light.svg'),
    favIcon: asset('favicon.svg'),
    useAgent: false,
  },
  home: {
    titleContent: 'Family holidays and Gulf fares for the agencies of Sylhet',
    coverImage: asset('cover.svg'),
    airlines: [
      { code: 'BG', name: 'Biman Bangladesh Airlines', logo: asset('airlines/bg.svg') },
      { code: 'BS', name: 'US-Bangla Airlines', logo: asset('airlines/bs.svg') },
      { code: 'EK', name: 'Emirates', logo: asset('airlines/ek.svg') },
      { code: 'QR', name: 'Qatar Airways', logo: asset('airlines/qr.svg') },
      { code: 'TG', name: 'Thai Airways', logo: asset('airlines/tg.svg') },
    ],
    feature: {
      title: 'Why agencies plan with Tripzen',
      caption:
        'Unhurried holidays and dependable fares, booked in minutes and looked after until the trip is over.',
      image: asset('feature.svg'),
      features: [
        {
          iconClass: 'icon-holiday',
          header: 'Holidays without the rush',
          content: 'Bangkok, Kuala Lumpur and Singapore packages with hotels our own team has stayed in.',
        },
        {
          iconClass: 'icon-plane',
          header: 'Gulf fares from Sylhet',
          content: 'Daily fares to Dubai, Doha and Jeddah for the families of Sylhet working abroad.',
        },
        {
          iconClass: 'icon-support',
          header: 'A calm desk',
          content: 'One named contact for each agency, from the first quote to the return flight.',
        },
      ],
    },
  },
  mobileApp: {
    enabled: true,
    title: 'Tripzen on your phone',
    description: 'Quote holidays and check your wallet balance while you sit with your customers.',
    appStoreLink: 'https://apps.apple.com/search?term=tripzen',
    googlePlayLink: 'https://play.google.com/store/search?q=tripzen&c=apps',
    screenShotLink: asset('app-screens.svg'),
  },
  destination: {
    title: 'Favourite trips from Sylhet',
    actionText: 'Search all fares',
    actionLink: '/searchpad',
    cities: [
      {
        from: 'Sylhet',
        to: 'Dubai',
        imagePath: asset('destinations/dubai.svg'),
        currency: 'BDT',
        totalFare: 4_180_000,
      },
      {
        from: 'Sylhet',
        to: 'Bangkok',
        imagePath: asset('destinations/bangkok.svg'),
        currency: 'BDT',
        totalFare: 2_890_000,
      },
      {
        from: 'Sylhet',
        to: 'Kuala Lumpur',
        imagePath: asset('destinations/kuala-lumpur.svg'),
        currency: 'BDT',
        totalFare: 3_260_000,
      },
      {
        from: 'Sylhet',
        to: 'Singapore',
        imagePath: asset('destinations/singapore.svg'),
        currency: 'BDT',
        totalFare: 3_970_000,
      },
      {
        from: 'Sylhet',
        to: 'Kolkata',
        imagePath: asset('destinations/kolkata.svg'),
        currency: 'BDT',
        totalFare: 1_240_000,
      },
      {
        from: 'Sylhet',
        to: 'Dhaka',
        imagePath: asset('destinations/dhaka.svg'),
        currency: 'BDT',
        totalFare: 389_900,
      },
    ],
  },
  loginCover: asset('login-cover.svg'),
  aboutUs: {
    title: 'About Tripzen Holidays',
    header: 'Holiday specialists in Sylhet since 2014',
    content:
      'Tripzen Holidays began as a two-desk holiday shop on Zindabazar. Today it supplies agencies across Sylhet, Moulvibazar and Habiganj with airline fares and holiday packages, planned at a pace their travellers enjoy.\n\nEvery package is one our own team has travelled, and every agency has one named person at our desk from the first quote to the flight home.',
    coverImage: asset('about-cover.svg'),
    profiles: [
      { name: 'Farhana Chowdhury', designation: 'Founder and Managing Director', image: '' },
      { name: 'Tanvir Ahmed', designation: 'Head of Holidays', image: '' },
      { name: 'Nusrat Jahan', designation: 'Agency Desk Lead', image: '' },
      { name: 'Rashed Karim', designation: 'Air Ticketing Manager', image: '' },
    ],
    feature: [
      {
        iconClass: 'icon-holiday',
        header: 'Trips we have taken ourselves',
        content: 'Hotels, transfers and day plans chosen on our own visits, not from a brochure.',
      },
      {
        iconClass: 'icon-support',
        header: 'One named person per agency',
        content: 'The same voice answers from the first quote until the travellers are home.',
      },
      {
        iconClass: 'icon-wallet',
        header: 'Plain prices',
        content: 'Fares and packages with every tax shown, so agencies quote once and keep their margin.',
      },
    ],
    goal: {
      title: 'What we are working towards',
      shots: [
        asset('destinations/bangkok.svg'),
        asset('destinations/kuala-lumpur.svg'),
        asset('destinations/singapore.svg'),
      ],
      goals: [
        {
          title: 'Every agency in the Sylhet division',
          content:
            'A Tripzen desk within an hour of every agency in Sylhet, Moulvibazar, Habiganj and Sunamganj.',
        },
        {
          title: 'Holidays for every budget',
          content: 'Ready-made packages from a weekend in Cox’s Bazar to two weeks in South-East Asia.',
        },
        {
          title: 'Answers within the hour',
          content: 'Every agency question answered within an hour, seven days a week.',
        },
      ],
    },
  },
  contactUs: {
    headquarterMap: 'https://www.google.com/maps/search/?api=1&query=Zindabazar+Sylhet',
    blocks: [
      { title: 'Holidays', email: 'holidays@tripzen.test', phone: '+880 1819-303031' },
      { title: 'Air ticketing', email: 'tickets@tripzen.test', phone: '+880 1819-303032' },
    ],
    offices: [
      {
        title: 'Sylhet head office',
        address: 'Level 4, Blue Water Shopping City, Zindabazar, Sylhet 3100, Bangladesh',
        email: 'care@tripzen.test',
        phone: '+880 821-720-330',
        map: {
          text: 'Get directions',
          url: 'https://www.google.com/maps/search/?api=1&query=Zindabazar+Sylhet',
        },
        site: { text: 'tripzen.test', url: 'https://www.tripzen.test' },
      },
      {
        title: 'Moulvibazar desk',
        address: 'Shop 12, Chowmuhona, Moulvibazar 3200, Bangladesh',
        email: 'moulvibazar@tripzen.test',
        phone: '+880 861-53-210',
        map: {
          text: 'Get directions',
          url: 'https://www.google.com/maps/search/?api=1&query=Chowmuhona+Moulvibazar',
        },
        site: { text: 'tripzen.test', url: 'https://www.tripzen.test' },
      },
    ],
  },
  callToAction: {
    enabled: true,
    title: 'Plan your next season with Tripzen',
    description: 'Register your agency for Tripzen fares, ready-made holidays and a desk that answers.',
    buttonText: 'Join Tripzen',
    buttonLink: '/register_proprietor',
    imagePath: asset('cta.svg'),
  },
  socialMedia: {
    facebook: 'https://www.facebook.com/tripzenholidays',
    linkedIn: 'https://www.linkedin.com/company/tripzenholidays',
    instagram: 'https://www.instagram.com/tripzenholidays',
    twitter: 'https://x.com/tripzenholidays',
    youtube: 'https://www.youtube.com/@tripzenholidays',
  },
  accreditations: [],
  paymentMethods: [
    { code: 'visa', name: 'Visa', kind: 'card', logo: asset('payments/visa.svg') },
    { code: 'mastercard', name: 'Mastercard', kind: 'card', logo: asset('payments/mastercard.svg') },
    { code: 'bkash', name: 'bKash', kind: 'mobileBanking', logo: asset('payments/bkash.svg') },
    { code: 'nagad', name: 'Nagad', kind: 'mobileBanking', logo: asset('payments/nagad.svg') },
  ],
  translations: {
    en: { 'footer.tagline': 'Tripzen Holidays: calm holidays and Gulf fares for the agencies of Sylhet.' },
    bn: { 'footer.tagline': 'ট্রিপজেন হলিডেজ: সিলেটের এজেন্সির জন্য নিশ্চিন্ত হলিডে ও উপসাগরীয় দেশের ভাড়া।' },
  },
  security: { requireDeviceVerification: false },
};

export const tripzenHosts = ['tripzen.localhost'];

export const tripzenBanners = [
  {
    bannerPath: asset('banners/banner-1.svg'),
    text: 'Sylhet to Dubai, agent fares for every family holiday',
    downloadApp: false,
  },
  {
    bannerPath: asset('banners/banner-2.svg'),
    text: 'Hotels, holidays and visas sold from the same search as your flights',
    downloadApp: false,
  },
  {
    bannerPath: asset('banners/banner-3.svg'),
    text: 'Book on the go with the Tripzen app',
    downloadApp: true,
  },
];

/** Published testimonials of Sylhet-area agencies that sell with Tripzen, newest first. */
export const tripzenReviews = [
  {
    reviewerName: 'Shahana Begum',
    designation: 'Owner',
    companyName: 'Surma Valley Tours',
    city: 'Sylhet',
    rating: 5,
    comment:
      'Families here plan one big holiday a year. Tripzen packages come with the hotel and transfers already sorted, so we spend the meeting on the trip, not the paperwork.',
    createdAt: '2025-06-20T12:00:00+06:00',
  },
  {
    reviewerName: 'Abdul Muhit',
    designation: 'Proprietor',
    companyName: 'Jalalabad Air Travels',
    city: 'Sylhet',
    rating: 5,
    comment:
      'Most of our passengers fly to the Gulf and the United Kingdom. Fares from Osmani airport are on the first screen, and we ticket before the customer has finished his tea.',
    createdAt: '2025-05-30T15:20:00+06:00',
  },
  {
    reviewerName: 'Rokeya Khatun',
    designation: 'Managing Partner',
    companyName: 'Tea Garden Holidays',
    city: 'Moulvibazar',
    rating: 4,
    comment:
      'We are a small office. The wallet and the clear ledger mean we top up by bKash in the evening and issue the next morning without calling anyone.',
    createdAt: '2025-04-22T10:45:00+06:00',
  },
];
