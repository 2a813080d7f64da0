import type { VisaAppliedProduct } from '@portal/contracts';
import type { VisaProductRow } from './visa-application.repository';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO code (the code itself when the runtime does not know it). */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The product as applied for, kept with the application so later edits of the product change nothing in it. */
export function appliedProduct(product: VisaProductRow): VisaAppliedProduct {
  return {
    productId: product.id,
    countryCode: product.countryCode,
    countryName: countryName(product.countryCode),
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
