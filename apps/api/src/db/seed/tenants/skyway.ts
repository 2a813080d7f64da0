import type { TenantConfig } from '@portal/contracts';

const asset = (file: string) => `/tenants/skyway/${file}`;

/** A white-label tenant: its own theme, colour, login layout, about-us page and contacts. */
export const skywayConfig: TenantConfig = {
  tenantId: 'skyway',
  tenantName: 'Skyway Travels',
  isMain: false,
  loginVariation: 'centered',
  aboutUsEnabled: true,
  company: { name: 'Skyway Travels', shortName: 'Skyway', code: 'SKY' },
  global: {
    theme: 'trotly',
    primaryColor: '#0e7490',
    siteUrl: 'https://www.skywaytravels.test',
    baseUrl: 'https://api.skywaytravels.test',
    title: 'Skyway Travels - Fares and Holidays for Agents',
    contactNo: '+880 1711-204060',
    email: 'hello@skywaytravels.test',
    defaultPhoneNumberCode: '+880',
    defaultCurrency: 'BDT',
    initialDeparture: {
      airportCode: 'CGP',
      airportName: 'Shah Amanat International Airport',
      cityCode: 'CGP',
      cityName: 'Chattogram',
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
    titleContent: 'Fares, stays and holidays for agents in the port city',
    coverImage: asset('cover.svg'),
    airlines: [
      { code: 'BG', name: 'Biman Bangladesh Airlines', logo: asset('airlines/bg.svg') },
      { code: 'BS', name: 'US-Bangla Airlines', logo: asset('airlines/bs.svg') },
      { code: 'MH', name: 'Malaysia Airlines', logo: asset('airlines/mh.svg') },
      { code: 'TG', name: 'Thai Airways', logo: asset('airlines/tg.svg') },
      { code: 'FZ', name: 'flydubai', logo: asset('airlines/fz.svg') },
    ],
    feature: {
      title: 'Sell more with Skyway',
      caption:
        'A small team with big inventory: the fares of the region’s carriers and hand-picked holidays.',
      image: asset('feature.svg'),
      features: [
        {
          iconClass: 'icon-holiday',
          header: 'Holidays ready to sell',
          content: 'Cox’s Bazar, Kathmandu and Langkawi packages priced for your margin.',
        },
        {
          iconClass: 'icon-clock',
          header: 'Fast ticketing',
          content: 'Most tickets are issued within a minute of payment.',
        },
        {
          iconClass: 'icon-visa',
          header: 'Visa desk',
          content: 'Document checks and submissions for Malaysia, Thailand and the Gulf.',
        },
      ],
    },
  },
  mobileApp: {
    enabled: true,
    title: 'Skyway in your pocket',
    description: 'Check fares and your wallet balance wherever your customers find you.',
    appStoreLink: 'https://apps.apple.com/search?term=skyway%20travels',
    googlePlayLink: 'https://play.google.com/store/search?q=skyway%20travels&c=apps',
    screenShotLink: asset('app-screens.svg'),
  },
  destination: {
    title: 'Where Chattogram travels',
    actionText: 'See more fares',
    actionLink: '/searchpad',
    cities: [
      {
        from: 'Chattogram',
        to: 'Kuala Lumpur',
        imagePath: asset('destinations/kuala-lumpur.svg'),
        currency: 'BDT',
        totalFare: 2_980_000,
      },
      {
        from: 'Chattogram',
        to: 'Dubai',
        imagePath: asset('destinations/dubai.svg'),
        currency: 'BDT',
        totalFare: 4_390_000,
      },
      {
        from: 'Chattogram',
        to: 'Bangkok',
        imagePath: asset('destinations/bangkok.svg'),
        currency: 'BDT',
        totalFare: 2_540_000,
      },
      {
        from: 'Chattogram',
        to: 'Dhaka',
        imagePath: asset('destinations/dhaka.svg'),
        currency: 'BDT',
        totalFare: 459_900,
      },
    ],
  },
  loginCover: asset('login-cover.svg'),
  aboutUs: {
    title: 'About Skyway Travels',
    header: 'A Chattogram agency consolidator since 2011',
    content:
      'Skyway Travels began as a ticketing counter on Agrabad Access Road. We now supply more than three hundred agencies in Chattogram, Cox’s Bazar and Feni with airline fares, hotel rooms, holiday packages and visa processing, with the same people answering the phone as on day one.',
    coverImage: asset('about/cover.svg'),
    profiles: [
      {
        name: 'Mahmudul Karim',
        designation: 'Founder and Chief Executive',
        image: asset('about/profile-1.svg'),
      },
      { name: 'Shirin Sultana', designation: 'Director, Holidays', image: asset('about/profile-2.svg') },
      { name: 'Arif Rahman', designation: 'Ticketing Manager', image: asset('about/profile-3.svg') },
    ],
    feature: [
      {
        iconClass: 'icon-users',
        header: 'Personal service',
        content: 'Each agency has a named contact who knows its customers.',
      },
      {
        iconClass: 'icon-money',
        header: 'Fair credit',
        content: 'Credit lines for agencies with a steady record, settled weekly.',
      },
      {
        iconClass: 'icon-holiday',
        header: 'Holiday specialists',
        content: 'Packages we have travelled ourselves before we sell them.',
      },
    ],
    goal: {
      title: 'Our goals',
      shots: [asset('about/shot-1.svg'), asset('about/shot-2.svg')],
      goals: [
        {
          title: 'The first call for Chattogram agencies',
          content: 'Be the supplier agencies in the port city think of first for fares and holidays.',
        },
        {
          title: 'Travel made simple',
          content: 'Every booking confirmed in writing within the hour, every refund tracked to the taka.',
        },
        {
          title: 'Grow with our partners',
          content: 'Open two new holiday destinations each year with the agencies that sell them.',
        },
      ],
    },
  },
  contactUs: {
    headquarterMap: 'https://www.google.com/maps/search/?api=1&query=Agrabad+Access+Road+Chattogram',
    blocks: [
      { title: 'Air ticketing', email: 'tickets@skywaytravels.test', phone: '+880 1711-204061' },
      { title: 'Holidays and visas', email: 'holidays@skywaytravels.test', phone: '+880 1711-204062' },
    ],
    offices: [
      {
        title: 'Chattogram head office',
        address: 'House 14, Agrabad Access Road, Chattogram 4100, Bangladesh',
        email: 'hello@skywaytravels.test',
        phone: '+880 31-2520-114',
        map: {
          text: 'Get directions',
          url: 'https://www.google.com/maps/search/?api=1&query=Agrabad+Access+Road+Chattogram',
        },
        site: { text: 'skywaytravels.test', url: 'https://www.skywaytravels.test' },
      },
      {
        title: 'Cox’s Bazar desk',
        address: 'Hotel Motel Zone, Kolatoli Road, Cox’s Bazar 4700, Bangladesh',
        email: 'coxsbazar@skywaytravels.test',
        phone: '+880 341-52-611',
        map: {
          text: 'Get directions',
          url: 'https://www.google.com/maps/search/?api=1&query=Kolatoli+Cox%27s+Bazar',
        },
        site: { text: 'skywaytravels.test', url: 'https://www.skywaytravels.test' },
      },
    ],
  },
  callToAction: {
    enabled: true,
    title: 'Become a Skyway partner agency',
    description: 'Register your agency and get Skyway fares, holidays and a named account manager.',
    buttonText: 'Join Skyway',
    buttonLink: '/register_proprietor',
    imagePath: asset('cta.svg'),
  },
  socialMedia: {
    facebook: 'https://www.facebook.com/skywaytravels',
    linkedIn: 'https://www.linkedin.com/company/skywaytravels',
    instagram: 'https://www.instagram.com/skywaytravels',
    twitter: 'https://x.com/skywaytravels',
    youtube: 'https://www.youtube.com/@skywaytravels',
  },
  accreditations: [],
  paymentMethods: [
    { code: 'visa', name: 'Visa', kind: 'card', logo: asset('payments/visa.svg') },
    { code: 'mastercard', name: 'Mastercard', kind: 'card', logo: asset('payments/mastercard.svg') },
    { code: 'bkash', name: 'bKash', kind: 'mobileBanking', logo: asset('payments/bkash.svg') },
  ],
  translations: {
    en: {
      'footer.tagline': 'Skyway Travels: airline fares, holidays and visas for the agencies of Chattogram.',
    },
    bn: { 'footer.tagline': 'স্কাইওয়ে ট্রাভেলস: চট্টগ্রামের এজেন্সির জন্য বিমান ভাড়া, হলিডে ও ভিসা।' },
  },
  security: { requireDeviceVerification: false },
};

export const skywayHosts = ['skyway.localhost'];

export const skywayBanners = [
  {
    bannerPath: asset('banners/banner-1.svg'),
    text: 'Chattogram to Kuala Lumpur, agent fares every day',
    downloadApp: false,
  },
  {
    bannerPath: asset('banners/banner-2.svg'),
    text: 'Cox’s Bazar holidays with hotel and transfers included',
    downloadApp: false,
  },
  {
    bannerPath: asset('banners/banner-3.svg'),
    text: 'Get the Skyway app for fares on the move',
    downloadApp: true,
  },
];

/** Published testimonials of Chattogram-area agencies that sell with Skyway, newest first. */
export const skywayReviews = [
  {
    reviewerName: 'Ayesha Siddiqua',
    designation: 'Owner',
    companyName: 'Bay View Travels',
    city: 'Chattogram',
    rating: 5,
    comment:
      'Our customers fly out of Shah Amanat, not Dhaka. Skyway starts every search from Chattogram, so a Dubai quote takes one search instead of three phone calls.',
    createdAt: '2025-06-12T11:00:00+06:00',
  },
  {
    reviewerName: 'Mohammad Jashim Uddin',
    designation: 'Proprietor',
    companyName: 'Patenga Air Services',
    city: 'Chattogram',
    rating: 5,
    comment:
      'Seamen and port workers book at short notice. We hold the fare, collect the money the same evening and issue before the time limit runs out.',
    createdAt: '2025-05-27T16:30:00+06:00',
  },
  {
    reviewerName: 'Kamrul Hasan',
    designation: 'Managing Director',
    companyName: 'Sea Beach Tours',
    city: 'Cox’s Bazar',
    rating: 4,
    comment:
      'The Langkawi and Kathmandu packages come priced with room for our margin. We add our own beach stays and sell them as one holiday.',
    createdAt: '2025-05-03T10:20:00+06:00',
  },
  {
    reviewerName: 'Rumana Akter',
    designation: 'Director',
    companyName: 'Hill Tracts Holidays',
    city: 'Rangamati',
    rating: 5,
    comment:
      'We are a small office far from the city. Wallet deposits by bKash and a clear ledger mean we never wait for someone from head office to confirm a payment.',
    createdAt: '2025-04-09T13:45:00+06:00',
  },
  {
    reviewerName: 'Arif Chowdhury',
    designation: 'Partner',
    companyName: 'Feni Overseas Travels',
    city: 'Feni',
    rating: 4,
    comment:
      'Most of our bookings are workers going to Malaysia and Saudi Arabia. The Skyway desk in Chattogram answers the phone and sorts out reissues the same day.',
    createdAt: '2025-03-15T15:05:00+06:00',
  },
];
