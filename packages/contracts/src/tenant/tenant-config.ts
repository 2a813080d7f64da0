import { z } from 'zod';
import { LoginVariation, ThemeName } from './tenant-names';

export const ZThemeName = z.enum(ThemeName);

export const ZLoginVariation = z.enum(LoginVariation);

export const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #f76641');
/** A site-relative path ("/tenants/skyway/logo.svg") or an absolute http(s) URL. */
const ZAssetPath = z
  .string()
  .max(500)
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'Must be a path or URL');
/** An image a tenant may leave out: empty means the block that shows it is left out too. */
const ZOptionalAsset = z.union([z.literal(''), ZAssetPath]);
/** A site path, an absolute URL, a mailto: or tel: link, or empty. */
const ZHref = z
  .string()
  .max(500)
  .regex(/^(|\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/, 'Must be a path or URL');
/** One line of brand text. */
const ZLine = z.string().max(200);
/** A paragraph of brand text. */
const ZText = z.string().max(2000);
const ZLink = z.strictObject({ text: ZLine, url: ZHref });
/** Short lists in the brand (airlines, destinations, offices…): enough for any page, bounded for the database. */
const list = <T extends z.ZodType>(item: T) => z.array(item).max(40);

export const ZAirport = z.strictObject({
  airportCode: z.string().length(3),
  airportName: ZLine,
  cityCode: z.string().length(3),
  cityName: ZLine,
  countryCode: z.string().length(2),
  countryName: ZLine,
});
export type Airport = z.infer<typeof ZAirport>;

export const ZFeatureItem = z.strictObject({ iconClass: z.string().max(40), header: ZLine, content: ZText });

export const ZPaymentMethod = z.strictObject({
  code: z.string().max(40),
  name: ZLine,
  kind: z.enum(['card', 'internationalCard', 'mobileBanking', 'bank']),
  logo: ZAssetPath,
});
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZAccreditation = z.strictObject({ name: ZLine, logo: ZAssetPath });

/** Translation overrides per language: { en: { 'home.hero': '…' }, bn: { … } }. */
export const ZTranslations = z.record(
  z.enum(['en', 'bn']),
  z.record(z.string().max(120), ZText).refine((texts) => Object.keys(texts).length <= 500, 'Too many texts'),
);

/** Everything a tenant's brand is made of (spec §3 "Tenant config"). Empty texts and images mean "not shown". */
export const ZTenantConfig = z.strictObject({
  tenantId: z.string().max(40),
  tenantName: ZLine,
  isMain: z.boolean(),
  loginVariation: ZLoginVariation,
  aboutUsEnabled: z.boolean(),
  company: z.strictObject({ name: ZLine.min(1), shortName: z.string().max(40), code: z.string().max(10) }),
  global: z.strictObject({
    theme: ZThemeName,
    primaryColor: ZHexColor,
    siteUrl: ZHref,
    baseUrl: ZHref,
    title: ZLine.min(1),
    contactNo: z.string().max(40),
    email: z.string().max(200),
    defaultPhoneNumberCode: z.string().regex(/^\+\d{1,4}$/, 'Must be a country code like +880'),
    defaultCurrency: z.string().regex(/^[A-Z]{3}$/, 'Must be a currency code like BDT'),
    initialDeparture: ZAirport,
  }),
  logo: z.strictObject({
    primaryLogo: ZAssetPath,
    secondaryLogo: ZOptionalAsset,
    favIcon: ZAssetPath,
    useAgent: z.boolean(),
  }),
  home: z.strictObject({
    titleContent: ZText,
    coverImage: ZOptionalAsset,
    airlines: list(z.strictObject({ code: z.string().max(3), name: ZLine, logo: ZAssetPath })),
    feature: z.strictObject({
      title: ZLine,
      caption: ZText,
      image: ZOptionalAsset,
      features: list(ZFeatureItem),
    }),
  }),
  mobileApp: z.strictObject({
    enabled: z.boolean(),
    title: ZLine,
    description: ZText,
    appStoreLink: ZHref,
    googlePlayLink: ZHref,
    screenShotLink: ZOptionalAsset,
  }),
  destination: z.strictObject({
    title: ZLine,
    actionText: ZLine,
    actionLink: ZHref,
    cities: list(
      z.strictObject({
        from: ZLine,
        to: ZLine,
        imagePath: ZOptionalAsset,
        currency: z.string().regex(/^[A-Z]{3}$/, 'Must be a currency code like BDT'),
        /** Minor units. */
        totalFare: z.number().int().nonnegative().max(1_000_000_000_00),
      }),
    ),
  }),
  loginCover: ZOptionalAsset,
  aboutUs: z.strictObject({
    title: ZLine,
    header: ZLine,
    content: ZText,
    coverImage: ZOptionalAsset,
    profiles: list(z.strictObject({ name: ZLine, designation: ZLine, image: ZOptionalAsset })),
    feature: list(ZFeatureItem),
    goal: z.strictObject({
      title: ZLine,
      shots: list(ZAssetPath),
      goals: list(z.strictObject({ title: ZLine, content: ZText })),
    }),
  }),
  contactUs: z.strictObject({
    headquarterMap: ZHref,
    blocks: list(z.strictObject({ title: ZLine, email: z.string().max(200), phone: z.string().max(40) })),
    offices: list(
      z.strictObject({
        title: ZLine,
        address: ZText,
        email: z.string().max(200),
        phone: z.string().max(40),
        map: ZLink,
        site: ZLink,
      }),
    ),
  }),
  callToAction: z.strictObject({
    enabled: z.boolean(),
    title: ZLine,
    description: ZText,
    buttonText: ZLine,
    /** Empty means the registration page (spec §9 default call-to-action path). */
    buttonLink: ZHref,
    imagePath: ZOptionalAsset,
  }),
  socialMedia: z.strictObject({
    facebook: ZHref,
    linkedIn: ZHref,
    instagram: ZHref,
    twitter: ZHref,
    youtube: ZHref,
  }),
  accreditations: list(ZAccreditation),
  paymentMethods: list(ZPaymentMethod),
  translations: ZTranslations,
  /** Sign-in rules; absent means the defaults (no device verification). */
  security: z
    .strictObject({
      /** A login from a browser not yet trusted for the user needs a code emailed to them. */
      requireDeviceVerification: z.boolean().default(false),
    })
    .optional(),
});
export type TenantConfig = z.infer<typeof ZTenantConfig>;
