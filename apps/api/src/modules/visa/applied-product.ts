import type { VisaAppliedProduct } from '@portal/contracts';
import type { CountryNames } from './visa-countries';
import type { VisaProductRow } from './visa-product.repository';

/**
 * The product as applied for, kept with the application so later edits of the product change nothing in it. The
 * destination is named as the catalogue names it.
 */
export function appliedProduct(product: VisaProductRow, names: CountryNames): VisaAppliedProduct {
  return {
    productId: product.id,
    countryCode: product.countryCode,
    countryName: names.country(product.countryCode).name,
    visaType: product.visaType,
    title: product.title,
    entries: product.entries,
    validityDays: product.validityDays,
    stayDays: product.stayDays,
    processingDays: product.processingDays,
    checklist: product.checklist,
    notes: product.notes,
  };
}

/** The stored snapshot read back (written by `appliedProduct`). */
export const storedProduct = (value: Record<string, unknown>) => value as unknown as VisaAppliedProduct;
