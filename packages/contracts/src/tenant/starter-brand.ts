import type { TenantBrand } from './tenant-admin';

/**
 * What a new white-label tenant starts from: the fields every brand needs (neutral logo and favicon until its own
 * are uploaded, the provider's departure, currency and phone country), every text and list empty, so no block shows
 * until it is written. The company name, title and hero are the operator's to type.
 */
export const starterTenantBrand: TenantBrand = {
  tenantName: '',
  loginVariation: 'cover',
  aboutUsEnabled: false,
  company: { name: '', shortName: '', code: '' },
  global: {
    theme: 'bizora',
    primaryColor: '#1c7ed6',
    siteUrl: '',
    baseUrl: '',
    title: '',
    contactNo: '',
    email: '',
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
    primaryLogo: '/tenants/starter/logo.svg',
    secondaryLogo: '',
    favIcon: '/tenants/starter/favicon.svg',
    useAgent: true,
  },
  home: {
    titleContent: '',
    coverImage: '',
    airlines: [],
    feature: { title: '', caption: '', image: '', features: [] },
  },
  mobileApp: {
    enabled: false,
    title: '',
    description: '',
    appStoreLink: '',
    googlePlayLink: '',
    screenShotLink: '',
  },
  destination: { title: '', actionText: '', actionLink: '', cities: [] },
  loginCover: '',
  aboutUs: {
    title: '',
    header: '',
    content: '',
    coverImage: '',
    profiles: [],
    feature: [],
    goal: { title: '', shots: [], goals: [] },
  },
  contactUs: { headquarterMap: '', blocks: [], offices: [] },
  callToAction: {
    enabled: false,
    title: '',
    description: '',
    buttonText: '',
    buttonLink: '',
    imagePath: '',
  },
  socialMedia: { facebook: '', linkedIn: '', instagram: '', twitter: '', youtube: '' },
  accreditations: [],
  paymentMethods: [],
  translations: { en: {}, bn: {} },
  security: { requireDeviceVerification: false },
};
