import { z } from 'zod';
import { ZCalendarDate } from '../common/dates';
import { ZCurrencyCode } from '../common/money';
import {
  VisaApplicantTypes,
  VisaLimit,
  ZVisaApplicantType,
  ZVisaChecklistItem,
  ZVisaEntries,
  ZVisaFees,
  ZVisaProductStatus,
  ZVisaType,
} from './visa-types';

/**
 * The visa catalogue (spec §2 visas, SearchVisa 260): what agencies search and read, and the operators' product
 * editing (ManageVisaCatalogue). Amounts are integer minor units of the product's `currency` (BDT: poisha).
 */

export const VisaCatalogueLimit = {
  /** A search looks at most this far ahead of today (the tenant's calendar). */
  maxDaysAhead: 365,
  titleMaxLength: 120,
  notesMaxLength: 2000,
  maxNationalities: 30,
  /** The operators' product list. */
  pageSize: 25,
} as const;

/** Messages of the search form and the product editor; the API answers the same ones, each naming its field. */
export const VisaCatalogueMessage = {
  countryCode: 'Country codes are two capital letters (ISO 3166), e.g. BD',
  unknownCountry: 'Country is not known',
  nationalityRequired: 'Please select the nationality',
  destinationRequired: 'Please select the destination',
  travelDateRequired: 'Please select the travel date',
  travelDateInPast: 'Travel date cannot be in the past',
  travelDateTooFar: `Travel date must be within ${VisaCatalogueLimit.maxDaysAhead} days`,
  applicantsRequired: 'At least one applicant is required',
  tooManyApplicants: `At most ${VisaLimit.maxApplicants} applicants per application`,
  titleRequired: 'Please enter a title',
  stayBeyondValidity: 'The stay cannot be longer than the validity',
  nationalitiesRequired: 'At least one nationality is required',
  nationalityTwice: 'Each nationality is listed once',
  checklistRequired: 'The checklist needs at least the passport bio page',
  passportRequired: 'The passport bio page must be a required document',
  documentTwice: 'Each document is listed once',
} as const;

/** Refusals of the catalogue calls (404 for a product that is not the caller's to see, 409 for a duplicate). */
export const VisaCatalogueErrorCode = {
  ProductNotFound: 'VISA_PRODUCT_NOT_FOUND',
  ProductExists: 'VISA_PRODUCT_EXISTS',
  AlreadyPublished: 'VISA_PRODUCT_ALREADY_PUBLISHED',
  AlreadyUnpublished: 'VISA_PRODUCT_ALREADY_UNPUBLISHED',
} as const;
export const VisaCatalogueErrorMessage = {
  productNotFound: 'This visa product was not found.',
  productExists: 'A product for this destination and visa type already exists.',
  alreadyPublished: 'This visa product is already published.',
  alreadyUnpublished: 'This visa product is already unpublished.',
} as const;

/** An ISO 3166 alpha-2 country code in capitals (BD, AE, FR). */
export const ZVisaCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, VisaCatalogueMessage.countryCode);

/** A country with its English name, as the API names it (the web may translate by `code`). */
export const ZVisaCountry = z.object({ code: z.string(), name: z.string() });
export type VisaCountry = z.infer<typeof ZVisaCountry>;

// ---------------------------------------------------------------------------------------------------------------
// Agencies: GET Search/Destinations

/** One destination with at least one published product. */
export const ZVisaDestination = z.object({
  /** ISO2 of the destination country; the `destination` of a search. */
  code: z.string(),
  name: z.string(),
  /** The visa types on sale there, in VisaTypes order. */
  visaTypes: z.array(ZVisaType),
  /** ISO2 nationalities served by at least one of its products (the web can narrow the list by nationality). */
  nationalities: z.array(z.string()),
});
export type VisaDestination = z.infer<typeof ZVisaDestination>;

export const ZVisaDestinations = z.object({
  /** By name. */
  destinations: z.array(ZVisaDestination),
  /** Every nationality some published product serves, by name (BD first is the web's choice, not the API's). */
  nationalities: z.array(ZVisaCountry),
});
export type VisaDestinations = z.infer<typeof ZVisaDestinations>;

// ---------------------------------------------------------------------------------------------------------------
// Agencies: POST Search/SearchVisa

/** How many applicants of each type (by age on the travel date: Adult 12+, Child 2–11, Infant under 2). */
export const ZVisaApplicantCounts = z.strictObject({
  Adult: z.number().int().min(0).max(VisaLimit.maxApplicants, VisaCatalogueMessage.tooManyApplicants),
  Child: z.number().int().min(0).max(VisaLimit.maxApplicants, VisaCatalogueMessage.tooManyApplicants),
  Infant: z.number().int().min(0).max(VisaLimit.maxApplicants, VisaCatalogueMessage.tooManyApplicants),
});
export type VisaApplicantCounts = z.infer<typeof ZVisaApplicantCounts>;

export const ZVisaSearchRequest = z
  .strictObject({
    /** ISO2 of the applicants' passports. */
    nationality: ZVisaCountryCode,
    /** ISO2 of the destination (one Schengen state, not "Schengen"). */
    destination: ZVisaCountryCode,
    /** Omitted: every type on sale for the destination. */
    visaType: ZVisaType.optional(),
    /** The day of travel, YYYY-MM-DD; not in the past by the tenant's today (see visaSearchDateIssues). */
    travelDate: ZCalendarDate,
    applicants: ZVisaApplicantCounts,
  })
  .superRefine((request, ctx) => {
    const total = VisaApplicantTypes.reduce((sum, type) => sum + request.applicants[type], 0);
    if (total < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicants'],
        message: VisaCatalogueMessage.applicantsRequired,
      });
    } else if (total > VisaLimit.maxApplicants) {
      ctx.addIssue({ code: 'custom', path: ['applicants'], message: VisaCatalogueMessage.tooManyApplicants });
    }
  });
export type VisaSearchRequest = z.infer<typeof ZVisaSearchRequest>;

/** Days from `from` to `to`, both YYYY-MM-DD. */
export function visaDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Rules needing today's date (the tenant's local date): no travel date in the past or beyond the window. */
export function visaSearchDateIssues(
  request: Pick<VisaSearchRequest, 'travelDate'>,
  today: string,
): { path: string[]; message: string }[] {
  const ahead = visaDaysBetween(today, request.travelDate);
  if (ahead < 0) return [{ path: ['travelDate'], message: VisaCatalogueMessage.travelDateInPast }];
  if (ahead > VisaCatalogueLimit.maxDaysAhead)
    return [{ path: ['travelDate'], message: VisaCatalogueMessage.travelDateTooFar }];
  return [];
}

/**
 * A published product as agencies read it (Search/GetProduct, and inside every search offer). `fees` are per ONE
 * applicant of each type; the embassy's fee (`governmentFee`) and ours (`serviceFee`) are always shown apart.
 */
export const ZVisaProductView = z.object({
  productId: z.uuid(),
  destination: ZVisaCountry,
  visaType: ZVisaType,
  title: z.string(),
  entries: ZVisaEntries,
  /** Days the visa is valid from issue. */
  validityDays: z.number().int(),
  /** Days one may stay per entry. */
  stayDays: z.number().int(),
  /** Calendar days from the operators' submission to the embassy's decision, as usually seen. */
  processingDays: z.number().int(),
  /** ISO2 nationalities that may apply. */
  nationalities: z.array(z.string()),
  currency: ZCurrencyCode,
  fees: ZVisaFees,
  /** The documents each applicant uploads; `required: false` ones help but are not needed to apply. */
  checklist: z.array(ZVisaChecklistItem),
  /** Plain-words notes for the agent (appointment, biometrics, interview, how the visa is delivered). */
  notes: z.string(),
});
export type VisaProductView = z.infer<typeof ZVisaProductView>;

/** One applicant type's line of a priced offer: per-applicant fees and the line's totals (count × fee). */
export const ZVisaPriceLine = z.object({
  applicantType: ZVisaApplicantType,
  count: z.number().int().min(1),
  governmentFee: z.number().int(),
  serviceFee: z.number().int(),
  governmentFeeTotal: z.number().int(),
  serviceFeeTotal: z.number().int(),
  /** governmentFeeTotal + serviceFeeTotal. */
  total: z.number().int(),
});
export type VisaPriceLine = z.infer<typeof ZVisaPriceLine>;

/**
 * A product priced for the searched applicants: lines only for the types searched (count ≥ 1), in
 * VisaApplicantTypes order.
 */
export const ZVisaOffer = ZVisaProductView.extend({
  lines: z.array(ZVisaPriceLine),
  governmentFeeTotal: z.number().int(),
  serviceFeeTotal: z.number().int(),
  /** What applying debits from the wallet: every line's total. */
  total: z.number().int(),
  /** YYYY-MM-DD: the last day to apply for the usual processing to end by travel (travelDate − processingDays). */
  applyBy: z.string(),
  /** False when today is already past `applyBy`: the web warns; applying stays possible. */
  enoughTime: z.boolean(),
});
export type VisaOffer = z.infer<typeof ZVisaOffer>;

export const ZVisaSearchResponse = z.object({
  /** Published products for the destination (and type) that serve the nationality, cheapest total first. */
  offers: z.array(ZVisaOffer),
});
export type VisaSearchResponse = z.infer<typeof ZVisaSearchResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Agencies: GET Search/GetProduct?productId= ; operators: GET Operator/GetProduct?productId=

export const ZVisaProductQuery = z.strictObject({ productId: z.uuid() });
export type VisaProductQuery = z.infer<typeof ZVisaProductQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Operators (ManageVisaCatalogue)

/** GET Operator/Products: the tenant's products, by destination name then visa type (VisaTypes order). */
export const ZOperatorVisaProductsQuery = z.strictObject({
  status: ZVisaProductStatus.optional(),
  /** ISO2 of a destination. */
  destination: ZVisaCountryCode.optional(),
  /** Matches the title or the destination's name or code (contains, any case). */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type OperatorVisaProductsQuery = z.input<typeof ZOperatorVisaProductsQuery>;

export const ZOperatorVisaProductRow = z.object({
  productId: z.uuid(),
  destination: ZVisaCountry,
  visaType: ZVisaType,
  title: z.string(),
  status: ZVisaProductStatus,
  entries: ZVisaEntries,
  processingDays: z.number().int(),
  nationalities: z.array(z.string()),
  currency: ZCurrencyCode,
  /** One adult's government + service fee: what the list shows as "from". */
  adultTotal: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type OperatorVisaProductRow = z.infer<typeof ZOperatorVisaProductRow>;

export const ZOperatorVisaProductsPage = z.object({
  products: z.array(ZOperatorVisaProductRow),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  /** Products per status over the whole catalogue (the list's tabs). */
  counts: z.object({ Published: z.number().int(), Unpublished: z.number().int() }),
});
export type OperatorVisaProductsPage = z.infer<typeof ZOperatorVisaProductsPage>;

/** One product as the operators edit it: the agency view plus its status and times. */
export const ZOperatorVisaProduct = ZVisaProductView.extend({
  status: ZVisaProductStatus,
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorVisaProduct = z.infer<typeof ZOperatorVisaProduct>;

/**
 * The editable fields of a product (create, and update with `productId`). The currency is the tenant's (the
 * wallet's): not chosen here. A destination and visa type are unique per tenant (409 VISA_PRODUCT_EXISTS).
 */
const visaProductFields = {
  destination: ZVisaCountryCode,
  visaType: ZVisaType,
  title: z.string().trim().min(1, VisaCatalogueMessage.titleRequired).max(VisaCatalogueLimit.titleMaxLength),
  entries: ZVisaEntries,
  validityDays: z.number().int().min(1).max(3650),
  stayDays: z.number().int().min(1).max(3650),
  processingDays: z.number().int().min(1).max(120),
  nationalities: z
    .array(ZVisaCountryCode)
    .min(1, VisaCatalogueMessage.nationalitiesRequired)
    .max(VisaCatalogueLimit.maxNationalities),
  fees: ZVisaFees,
  /** In the order agents should gather them. Must hold PassportBioPage as required. */
  checklist: z.array(ZVisaChecklistItem).min(1, VisaCatalogueMessage.checklistRequired).max(16),
  notes: z.string().trim().max(VisaCatalogueLimit.notesMaxLength),
};

type ProductFields = {
  stayDays: number;
  validityDays: number;
  nationalities: string[];
  checklist: { code: string; required: boolean }[];
};

/** Rules across fields, each issue naming its field. */
function checkProductFields(product: ProductFields, ctx: z.RefinementCtx): void {
  if (product.stayDays > product.validityDays) {
    ctx.addIssue({ code: 'custom', path: ['stayDays'], message: VisaCatalogueMessage.stayBeyondValidity });
  }
  if (new Set(product.nationalities).size !== product.nationalities.length) {
    ctx.addIssue({ code: 'custom', path: ['nationalities'], message: VisaCatalogueMessage.nationalityTwice });
  }
  const codes = product.checklist.map((item) => item.code);
  if (new Set(codes).size !== codes.length) {
    ctx.addIssue({ code: 'custom', path: ['checklist'], message: VisaCatalogueMessage.documentTwice });
  }
  const passport = product.checklist.find((item) => item.code === 'PassportBioPage');
  if (!passport?.required) {
    ctx.addIssue({ code: 'custom', path: ['checklist'], message: VisaCatalogueMessage.passportRequired });
  }
}

/** POST Operator/CreateProduct: created Unpublished (publish when ready). Answers ZOperatorVisaProduct (201). */
export const ZCreateVisaProductBody = z.strictObject(visaProductFields).superRefine(checkProductFields);
export type CreateVisaProductBody = z.infer<typeof ZCreateVisaProductBody>;

/** POST Operator/UpdateProduct: every field replaced; the status is kept. Applications keep the product as applied. */
export const ZUpdateVisaProductBody = z
  .strictObject({ productId: z.uuid(), ...visaProductFields })
  .superRefine(checkProductFields);
export type UpdateVisaProductBody = z.infer<typeof ZUpdateVisaProductBody>;

/** POST Operator/PublishProduct and Operator/UnpublishProduct. Answers ZOperatorVisaProduct. */
export const ZVisaProductIdBody = z.strictObject({ productId: z.uuid() });
export type VisaProductIdBody = z.infer<typeof ZVisaProductIdBody>;
