import type {
  CreateVisaProductBody,
  OperatorVisaProduct,
  OperatorVisaProductRow,
  VisaProductView,
} from '@portal/contracts';
import type { CountryNames } from './visa-countries';
import type { VisaProductFields, VisaProductRow } from './visa-product.repository';

/** A product as agencies read it. */
export function visaProductView(row: VisaProductRow, names: CountryNames): VisaProductView {
  return {
    productId: row.id,
    destination: names.country(row.countryCode),
    visaType: row.visaType,
    title: row.title,
    entries: row.entries,
    validityDays: row.validityDays,
    stayDays: row.stayDays,
    processingDays: row.processingDays,
    nationalities: row.nationalities,
    currency: row.currency,
    fees: row.fees,
    checklist: row.checklist,
    notes: row.notes,
  };
}

/** A product as operators edit it. */
export function operatorVisaProductView(row: VisaProductRow, names: CountryNames): OperatorVisaProduct {
  return {
    ...visaProductView(row, names),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A product as one line of the operators' list. */
export function operatorVisaProductRow(row: VisaProductRow, names: CountryNames): OperatorVisaProductRow {
  return {
    productId: row.id,
    destination: names.country(row.countryCode),
    visaType: row.visaType,
    title: row.title,
    status: row.status,
    entries: row.entries,
    processingDays: row.processingDays,
    nationalities: row.nationalities,
    currency: row.currency,
    adultTotal: row.fees.Adult.governmentFee + row.fees.Adult.serviceFee,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored fields of an editor's body, in the tenant's (wallet's) currency. */
export function visaProductFields(body: CreateVisaProductBody, currency: string): VisaProductFields {
  return {
    countryCode: body.destination,
    visaType: body.visaType,
    title: body.title,
    entries: body.entries,
    validityDays: body.validityDays,
    stayDays: body.stayDays,
    processingDays: body.processingDays,
    nationalities: body.nationalities,
    currency,
    fees: body.fees,
    checklist: body.checklist,
    notes: body.notes,
  };
}
