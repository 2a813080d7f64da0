/** Where the public pages send visitors; the registration pages are addressed by the agency type they open. */
export const MarketingPaths = {
  registerProprietor: '/register_proprietor',
  registerCorporate: '/register_corporate',
  contactUs: '/contact-us',
  testimonials: '/testimonials',
  /** The API reference is served by the API server, outside the web app. */
  apiReference: '/docs',
} as const;
