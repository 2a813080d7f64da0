import { z } from 'zod';
import {
  starterTenantBrand,
  ZTenantBrand,
  ZTenantHost,
  ZTenantId,
  type CreateTenantRequest,
  type TenantBrand,
  type TenantConfig,
  type TenantDetail,
} from '@portal/contracts';

/**
 * The brand editor's form: the contracts' brand, with three changes that make it typeable — hosts are rows, a
 * destination's fare is typed in major units (the contract keeps minor units), and translation overrides are
 * key/text rows per language. The same schemas check every field; `toTenantRequest` turns it back into the call.
 */
const brand = ZTenantBrand.shape;
const city = brand.destination.shape.cities.element;

const ZTranslationRow = z.object({
  key: z.string().trim().min(1, 'Give the text key').max(120),
  text: z.string().max(2000),
});

const ZTranslationRows = z
  .array(ZTranslationRow)
  .max(500, 'Too many texts')
  .refine((rows) => new Set(rows.map((row) => row.key.trim())).size === rows.length, 'A key is listed twice');

export const ZTenantForm = z.object({
  tenantId: ZTenantId,
  hosts: z
    .array(z.object({ host: ZTenantHost }))
    .min(1, 'Give at least one host')
    .max(10)
    .refine((rows) => new Set(rows.map((row) => row.host.trim().toLowerCase())).size === rows.length, {
      message: 'A host is listed twice',
    }),
  brand: ZTenantBrand.extend({
    destination: brand.destination.extend({
      cities: z
        .array(
          city.extend({
            /** Major units, as typed: 29800.5 is BDT 29,800.50. */
            totalFare: z.number('Give the fare').nonnegative().max(1_000_000_000),
          }),
        )
        .max(40),
    }),
    translations: z.object({ en: ZTranslationRows, bn: ZTranslationRows }),
    security: z.object({ requireDeviceVerification: z.boolean() }),
  }),
});
export type TenantFormValues = z.input<typeof ZTenantForm>;
export type TenantFormOutput = z.output<typeof ZTenantForm>;
export type BrandFormValues = TenantFormValues['brand'];

const toMinor = (major: number) => Math.round(major * 100);
const toMajor = (minor: number) => minor / 100;

function rowsOf(texts: Record<string, string> | undefined) {
  return Object.entries(texts ?? {}).map(([key, text]) => ({ key, text }));
}

function textsOf(rows: { key: string; text: string }[]) {
  return Object.fromEntries(rows.map((row) => [row.key.trim(), row.text]));
}

/** The form's brand as the contracts' brand (fares in minor units, overrides as records). */
export function brandOf(values: BrandFormValues): TenantBrand {
  return {
    ...values,
    destination: {
      ...values.destination,
      cities: values.destination.cities.map((row) => ({
        ...row,
        totalFare: toMinor(Number.isFinite(row.totalFare) ? row.totalFare : 0),
      })),
    },
    translations: { en: textsOf(values.translations.en), bn: textsOf(values.translations.bn) },
  };
}

export function toTenantRequest(values: TenantFormOutput): CreateTenantRequest {
  return {
    tenantId: values.tenantId,
    hosts: values.hosts.map((row) => row.host),
    brand: brandOf(values.brand),
  };
}

export function brandFormValues(source: TenantBrand): BrandFormValues {
  return {
    ...source,
    destination: {
      ...source.destination,
      cities: source.destination.cities.map((row) => ({ ...row, totalFare: toMajor(row.totalFare) })),
    },
    translations: { en: rowsOf(source.translations.en), bn: rowsOf(source.translations.bn) },
    security: { requireDeviceVerification: source.security?.requireDeviceVerification ?? false },
  };
}

export function tenantFormValues(
  detail: Pick<TenantDetail, 'tenantId' | 'hosts' | 'brand'>,
): TenantFormValues {
  return {
    tenantId: detail.tenantId,
    hosts: detail.hosts.map((host) => ({ host })),
    brand: brandFormValues(detail.brand),
  };
}

/**
 * What the live preview renders: the draft as a tenant config, however unfinished. Nothing here is validated, so
 * a colour being typed falls back to the last whole one (see the preview).
 */
export function draftConfig(tenantId: string, values: BrandFormValues): TenantConfig {
  return { ...brandOf(values), tenantId: tenantId || 'draft', isMain: false };
}

/**
 * A new tenant: a copy of the starter brand (what every brand needs to be valid, the rest empty), as the form edits
 * what it is given.
 */
export function newTenantValues(): TenantFormValues {
  return { tenantId: '', hosts: [{ host: '' }], brand: brandFormValues(structuredClone(starterTenantBrand)) };
}

/** The tabs of the editor and the fields each holds, so a tab can show that it has an error. */
export const TenantFormTabs = {
  general: [
    'tenantId',
    'hosts',
    'brand.tenantName',
    'brand.company',
    'brand.global',
    'brand.security',
    'brand.loginVariation',
  ],
  logos: ['brand.logo', 'brand.loginCover'],
  home: ['brand.home', 'brand.destination', 'brand.mobileApp', 'brand.callToAction'],
  about: ['brand.aboutUs', 'brand.aboutUsEnabled'],
  contact: ['brand.contactUs', 'brand.socialMedia'],
  payments: ['brand.paymentMethods', 'brand.accreditations'],
  translations: ['brand.translations'],
} as const;
export type TenantFormTab = keyof typeof TenantFormTabs;
