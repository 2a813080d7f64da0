import { z } from 'zod';
import { LoginVariation, ThemeName } from './tenant-names';

export const ZThemeName = z.enum(ThemeName);

export const ZLoginVariation = z.enum(LoginVariation);

const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #f76641');
/** A site-relative path ("/tenant/skyway/logo.svg") or an absolute http(s) URL. */
const ZAssetPath = z.string().regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'Must be a path or URL');
const ZLink = z.object({ text: z.string(), url: z.string() });

export const ZAirport = z.object({
  airportCode: z.string().length(3),
  airportName: z.string(),
  cityCode: z.string().length(3),
  cityName: z.string(),
  countryCode: z.string().length(2),
  countryName: z.string(),
});
export type Airport = z.infer<typeof ZAirport>;

export const ZFeatureItem = z.object({ iconClass: z.string(), header: z.string(), content: z.string() });

export const ZPaymentMethod = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['card', 'internationalCard', 'mobileBanking', 'bank']),
  logo: ZAssetPath,
});
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZAccreditation = z.object({ name: z.string(), logo: ZAssetPath });

/** Translation overrides per language: { en: { 'home.hero': '…' }, bn: { … } }. */
export const ZTranslations = z.record(z.string(), z.record(z.string(), z.string()));

/** Everything a tenant's brand is made of (spec §3 "Tenant config"). */
export const ZTenantConfig = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  isMain: z.boolean(),
  loginVariation: ZLoginVariation,
  aboutUsEnabled: z.boolean(),
  company: z.object({ name: z.string(), shortName: z.string(), code: z.string() }),
  global: z.object({
    theme: ZThemeName,
    primaryColor: ZHexColor,
    siteUrl: z.string(),
    baseUrl: z.string(),
    title: z.string(),
    contactNo: z.string(),
    email: z.string(),
    defaultPhoneNumberCode: z.string(),
    defaultCurrency: z.string().length(3),
    initialDeparture: ZAirport,
  }),
  logo: z.object({
    primaryLogo: ZAssetPath,
    secondaryLogo: ZAssetPath,
    favIcon: ZAssetPath,
    useAgent: z.boolean(),
  }),
  home: z.object({
    titleContent: z.string(),
    coverImage: ZAssetPath,
    airlines: z.array(z.object({ code: z.string(), name: z.string(), logo: ZAssetPath })),
    feature: z.object({
      title: z.string(),
      caption: z.string(),
      image: ZAssetPath,
      features: z.array(ZFeatureItem),
    }),
  }),
  mobileApp: z.object({
    enabled: z.boolean(),
    title: z.string(),
    description: z.string(),
    appStoreLink: z.string(),
    googlePlayLink: z.string(),
    screenShotLink: ZAssetPath,
  }),
  destination: z.object({
    title: z.string(),
    actionText: z.string(),
    actionLink: z.string(),
    cities: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        imagePath: ZAssetPath,
        currency: z.string().length(3),
        /** Minor units. */
        totalFare: z.number().int().nonnegative(),
      }),
    ),
  }),
  loginCover: ZAssetPath,
  aboutUs: z.object({
    title: z.string(),
    header: z.string(),
    content: z.string(),
    coverImage: ZAssetPath,
    profiles: z.array(z.object({ name: z.string(), designation: z.string(), image: ZAssetPath })),
    feature: z.array(ZFeatureItem),
    goal: z.object({
      title: z.string(),
      shots: z.array(ZAssetPath),
      goals: z.array(z.object({ title: z.string(), content: z.string() })),
    }),
  }),
  contactUs: z.object({
    headquarterMap: z.string(),
    blocks: z.array(z.object({ title: z.string(), email: z.string(), phone: z.string() })),
    offices: z.array(
      z.object({
        title: z.string(),
        address: z.string(),
        email: z.string(),
        phone: z.string(),
        map: ZLink,
        site: ZLink,
      }),
    ),
  }),
  callToAction: z.object({
    enabled: z.boolean(),
    title: z.string(),
    description: z.string(),
    buttonText: z.string(),
    buttonLink: z.string(),
    imagePath: ZAssetPath,
  }),
  socialMedia: z.object({
    facebook: z.string(),
    linkedIn: z.string(),
    instagram: z.string(),
    twitter: z.string(),
    youtube: z.string(),
  }),
  accreditations: z.array(ZAccreditation),
  paymentMethods: z.array(ZPaymentMethod),
  translations: ZTranslations,
  /** Sign-in rules; absent means the defaults (no device verification). */
  security: z
    .object({
      /** A login from a browser not yet trusted for the user needs a code emailed to them. */
      requireDeviceVerification: z.boolean().default(false),
    })
    .optional(),
});
export type TenantConfig = z.infer<typeof ZTenantConfig>;
