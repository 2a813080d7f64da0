import type { TenantConfig } from '@portal/contracts';

const asset = (file: string) => `/tenants/bdfare/${file}`;

/** The provider's own brand: the main tenant, with the defaults the product description names. */
export const bdfareConfig: TenantConfig = {
  tenantId: 'bdfare',
  tenantName: 'Bdfare',
  isMain: true,
  loginVariation: 'cover',
  aboutUsEnabled: false,
  company: { name: 'Bdfare Limited', shortName: 'Bdfare', code: 'BDF' },
  global: {
    theme: 'bizora',
    primaryColor: '#f76641',
    siteUrl: 'https://www.bdfare.test',
    baseUrl: 'https://api.bdfare.test',
    title: 'Bdfare - Best B2B Travel Portal',
    contactNo: '+880 9678-332211',
    email: 'support@bdfare.test',
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
    useAgent: false,
  },
  home: {
    titleContent: 'One portal for every trip your agency sells',
    coverImage: asset('cover.svg'),
    airlines: [
      { code: 'BG', name: 'Biman Bangladesh Airlines', logo: asset('airlines/bg.svg') },
      { code: 'BS', name: 'US-Bangla Airlines', logo: asset('airlines/bs.svg') },
      { code: 'EK', name: 'Emirates', logo: asset('airlines/ek.svg') },
      { code: 'QR', name: 'Qatar Airways', logo: asset('airlines/qr.svg') },
      { code: 'SQ', name: 'Singapore Airlines', logo: asset('airlines/sq.svg') },
      { code: 'TG', name: 'Thai Airways', logo: asset('airlines/tg.svg') },
    ],
    feature: {
      title: 'Why agencies choose Bdfare',
      caption:
        'Fares from full-service and low-cost carriers, hotels, holidays and visas, with the tools to sell them.',
      image: asset('feature.svg'),
      features: [
        {
          iconClass: 'icon-plane',
          header: 'Wide flight content',
          content: 'Published, negotiated and low-cost fares side by side, ticketed in seconds.',
        },
        {
          iconClass: 'icon-wallet',
          header: 'One wallet for every product',
          content:
            'Top up by bank, card or mobile banking and pay for flights, hotels and visas from one balance.',
        },
        {
          iconClass: 'icon-support',
          header: 'Support around the clock',
          content: 'Reissues, refunds and schedule changes handled by a team that answers day and night.',
        },
        {
          iconClass: 'icon-chart',
          header: 'Reports that add up',
          content: 'Sales, commission and ledger reports your accountant can reconcile line by line.',
        },
      ],
    },
  },
  mobileApp: {
    enabled: true,
    title: 'Take Bdfare with you',
    description:
      'Search fares, issue tickets and check your balance from the Bdfare app for iPhone and Android.',
    appStoreLink: 'https://apps.apple.com/search?term=bdfare',
    googlePlayLink: 'https://play.google.com/store/search?q=bdfare&c=apps',
    screenShotLink: asset('app-screens.svg'),
  },
  destination: {
    title: 'Popular destinations from Dhaka',
    actionText: 'Search all fares',
    actionLink: '/searchpad',
    cities: [
      {
        from: 'Dhaka',
        to: 'Dubai',
        imagePath: asset('destinations/dubai.svg'),
        currency: 'BDT',
        totalFare: 4_250_000,
      },
      {
        from: 'Dhaka',
        to: 'Singapore',
        imagePath: asset('destinations/singapore.svg'),
        currency: 'BDT',
        totalFare: 3_890_000,
      },
      {
        from: 'Dhaka',
        to: 'Bangkok',
        imagePath: asset('destinations/bangkok.svg'),
        currency: 'BDT',
        totalFare: 2_760_000,
      },
      {
        from: 'Dhaka',
        to: 'Kuala Lumpur',
        imagePath: asset('destinations/kuala-lumpur.svg'),
        currency: 'BDT',
        totalFare: 3_120_000,
      },
      {
        from: 'Dhaka',
        to: 'Kolkata',
        imagePath: asset('destinations/kolkata.svg'),
        currency: 'BDT',
        totalFare: 1_150_000,
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
    title: 'About Bdfare',
    header: 'Travel technology built in Dhaka for the agencies of Bangladesh',
    content:
      'Bdfare started in 2016 as a fare desk for a handful of agencies in Motijheel. Today more than four thousand agencies across Bangladesh search, book and ticket through our portal, backed by a service team that knows their market.',
    coverImage: asset('about/cover.svg'),
    profiles: [
      { name: 'Tanvir Hossain', designation: 'Managing Director', image: asset('about/profile-1.svg') },
      { name: 'Farhana Akter', designation: 'Head of Operations', image: asset('about/profile-2.svg') },
      { name: 'Imran Chowdhury', designation: 'Head of Technology', image: asset('about/profile-3.svg') },
    ],
    feature: [
      {
        iconClass: 'icon-users',
        header: 'Agency first',
        content: 'Every feature starts from a conversation with the agents who use it.',
      },
      {
        iconClass: 'icon-shield',
        header: 'Safe money',
        content: 'Deposits, refunds and ledgers are audited and reconciled every day.',
      },
      {
        iconClass: 'icon-globe',
        header: 'Local and global',
        content: 'Domestic routes and the world’s carriers in one search.',
      },
    ],
    goal: {
      title: 'What we are working towards',
      shots: [asset('about/shot-1.svg'), asset('about/shot-2.svg')],
      goals: [
        {
          title: 'Every product in one place',
          content: 'Flights, hotels, holidays and visas sold from one search and paid from one wallet.',
        },
        {
          title: 'Answers the same day',
          content: 'Refunds, voids and reissues quoted and settled without a phone call.',
        },
      ],
    },
  },
  contactUs: {
    headquarterMap: 'https://www.google.com/maps/search/?api=1&query=Gulshan+Avenue+Dhaka',
    blocks: [
      { title: 'Sales', email: 'sales@bdfare.test', phone: '+880 9678-332212' },
      { title: 'Ticketing support', email: 'support@bdfare.test', phone: '+880 9678-332211' },
      { title: 'Accounts and deposits', email: 'accounts@bdfare.test', phone: '+880 9678-332213' },
    ],
    offices: [
      {
        title: 'Head office, Dhaka',
        address: 'Level 9, Gulshan Centre Point, 23 Gulshan Avenue, Dhaka 1212, Bangladesh',
        email: 'dhaka@bdfare.test',
        phone: '+880 2-9856-4410',
        map: {
          text: 'Open in Maps',
          url: 'https://www.google.com/maps/search/?api=1&query=Gulshan+Avenue+Dhaka+1212',
        },
        site: { text: 'www.bdfare.test', url: 'https://www.bdfare.test' },
      },
      {
        title: 'Chattogram office',
        address: 'Suite 5B, Agrabad Trade Centre, Sheikh Mujib Road, Chattogram 4100, Bangladesh',
        email: 'ctg@bdfare.test',
        phone: '+880 31-271-880',
        map: {
          text: 'Open in Maps',
          url: 'https://www.google.com/maps/search/?api=1&query=Agrabad+Chattogram',
        },
        site: { text: 'www.bdfare.test', url: 'https://www.bdfare.test' },
      },
      {
        title: 'Sylhet office',
        address: 'Floor 3, Zindabazar Plaza, Zindabazar, Sylhet 3100, Bangladesh',
        email: 'sylhet@bdfare.test',
        phone: '+880 821-716-402',
        map: {
          text: 'Open in Maps',
          url: 'https://www.google.com/maps/search/?api=1&query=Zindabazar+Sylhet',
        },
        site: { text: 'www.bdfare.test', url: 'https://www.bdfare.test' },
      },
    ],
  },
  callToAction: {
    enabled: true,
    title: 'Open your agency account today',
    description:
      'Register in minutes, verify your documents and start selling with agent fares the same day.',
    buttonText: 'Register your agency',
    buttonLink: '/register_proprietor',
    imagePath: asset('cta.svg'),
  },
  socialMedia: {
    facebook: 'https://www.facebook.com/bdfare',
    linkedIn: 'https://www.linkedin.com/company/bdfare',
    instagram: 'https://www.instagram.com/bdfare',
    twitter: 'https://x.com/bdfare',
    youtube: 'https://www.youtube.com/@bdfare',
  },
  accreditations: [
    { name: 'IATA', logo: asset('accreditations/iata.svg') },
    { name: 'ATAB', logo: asset('accreditations/atab.svg') },
    { name: 'TOAB', logo: asset('accreditations/toab.svg') },
  ],
  paymentMethods: [
    { code: 'visa', name: 'Visa', kind: 'card', logo: asset('payments/visa.svg') },
    { code: 'mastercard', name: 'Mastercard', kind: 'card', logo: asset('payments/mastercard.svg') },
    { code: 'amex', name: 'American Express', kind: 'internationalCard', logo: asset('payments/amex.svg') },
    { code: 'bkash', name: 'bKash', kind: 'mobileBanking', logo: asset('payments/bkash.svg') },
    { code: 'nagad', name: 'Nagad', kind: 'mobileBanking', logo: asset('payments/nagad.svg') },
  ],
  translations: {
    en: { 'footer.tagline': 'Flights, hotels, holidays and visas for the travel agencies of Bangladesh.' },
    bn: { 'footer.tagline': 'বাংলাদেশের ট্রাভেল এজেন্সির জন্য ফ্লাইট, হোটেল, হলিডে ও ভিসা, এক পোর্টালে।' },
  },
  security: { requireDeviceVerification: true },
};

export const bdfareHosts = ['localhost', '127.0.0.1', 'bdfare.localhost'];

export const bdfareBanners = [
  {
    bannerPath: asset('banners/banner-1.svg'),
    text: 'Fly Dhaka to Dubai with agent fares on every carrier',
    downloadApp: false,
  },
  {
    bannerPath: asset('banners/banner-2.svg'),
    text: 'Hotels, holidays and visas in the same portal as your flights',
    downloadApp: false,
  },
  {
    bannerPath: asset('banners/banner-3.svg'),
    text: 'Book and ticket on the go with the Bdfare app',
    downloadApp: true,
  },
];

/** Published testimonials of agencies that sell with the provider, newest first. */
export const bdfareReviews = [
  {
    reviewerName: 'Mahbubur Rahman',
    designation: 'Owner',
    companyName: 'Sonargaon Air Travels',
    city: 'Dhaka',
    rating: 5,
    comment:
      'We used to switch between three airline and GDS screens for one quote. With Bdfare my staff search once, compare every fare and issue from the same page.',
    createdAt: '2025-06-18T10:30:00+06:00',
  },
  {
    reviewerName: 'Tahmina Akter',
    designation: 'Managing Partner',
    companyName: 'Karnaphuli Tours & Travels',
    city: 'Chattogram',
    rating: 5,
    comment:
      'Most of our travellers work in the Gulf. Group fares let us quote a whole group in minutes, and the time limit is right there on the booking.',
    createdAt: '2025-06-02T15:10:00+06:00',
  },
  {
    reviewerName: 'Abdul Kaium',
    designation: 'Proprietor',
    companyName: 'Surma Overseas Travels',
    city: 'Sylhet',
    rating: 5,
    comment:
      'Our families often pay in two parts. Partial payment means we issue the ticket today and settle the due before the due date, without calling anyone.',
    createdAt: '2025-05-21T11:45:00+06:00',
  },
  {
    reviewerName: 'Farhana Yasmin',
    designation: 'Founder',
    companyName: 'Rupsha Travel Point',
    city: 'Khulna',
    rating: 4,
    comment:
      'I started alone with one laptop. Now two juniors book for me; their role lets them search and hold, but only I issue tickets and see the commission.',
    createdAt: '2025-05-06T09:20:00+06:00',
  },
  {
    reviewerName: 'Rafiqul Islam',
    designation: 'Director',
    companyName: 'Padma Air Link',
    city: 'Rajshahi',
    rating: 5,
    comment:
      'A wrong name on a ticket used to cost us an evening on the phone. Now we void it from the booking the same day and the charge is shown before we confirm.',
    createdAt: '2025-04-17T17:05:00+06:00',
  },
  {
    reviewerName: 'Nusrat Jahan',
    designation: 'Owner',
    companyName: 'Jhinuk Holidays',
    city: 'Cox’s Bazar',
    rating: 4,
    comment:
      'We sell flights and hotels together for beach holidays. Booking both in one place, with one wallet, has made our packages faster to put together.',
    createdAt: '2025-03-29T12:00:00+06:00',
  },
  {
    reviewerName: 'Shafiqul Haque',
    designation: 'Chief Executive',
    companyName: 'Al-Madina Hajj & Umrah Services',
    city: 'Cumilla',
    rating: 5,
    comment:
      'Umrah season is our busiest time. The Umrah fares and the refund queue keep fifty bookings under control without a single spreadsheet.',
    createdAt: '2025-03-08T14:40:00+06:00',
  },
  {
    reviewerName: 'Sumaiya Chowdhury',
    designation: 'Finance Partner',
    companyName: 'Brahmaputra Travels',
    city: 'Mymensingh',
    rating: 5,
    comment:
      'At the end of the month the ledger matches our bank statement line by line. Our accountant finally stopped asking me for receipts.',
    createdAt: '2025-02-19T16:25:00+06:00',
  },
  {
    reviewerName: 'Jahangir Alam',
    designation: 'Proprietor',
    companyName: 'Kirtankhola Travels',
    city: 'Barishal',
    rating: 4,
    comment:
      'Visa files for Malaysia and Thailand used to live in paper folders. Now every application shows its status in the visa queue, and customers no longer call us to ask.',
    createdAt: '2025-02-01T10:15:00+06:00',
  },
];
