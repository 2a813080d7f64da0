import {
  VisaApplicantTypes,
  ZCreateVisaProductBody,
  type CreateVisaProductBody,
  type OperatorVisaProduct,
  type VisaApplicantType,
  type VisaDocumentCode,
  type VisaEntriesKind,
  type VisaType,
} from '@portal/contracts';
import { minorToInputText, parseMoney } from '../../../lib/parse-money';

/** Messages of the editor's own (a box the contracts would refuse as a type error, not a rule). */
export const VisaProductFormMessage = {
  destinationRequired: 'Please choose the destination',
  visaTypeRequired: 'Please choose the visa type',
  daysInvalid: 'Enter a whole number of days',
  amountInvalid: 'Enter an amount such as 9,800 or 9800.50',
  documentRequired: 'Please choose the document',
} as const;

export interface ChecklistRow {
  code: VisaDocumentCode | null;
  description: string;
  required: boolean;
}

export interface VisaProductFormValues {
  destination: string | null;
  visaType: VisaType | null;
  title: string;
  entries: VisaEntriesKind;
  validityDays: string;
  stayDays: string;
  processingDays: string;
  nationalities: string[];
  /** Amounts as typed, in the currency's main unit (taka). */
  fees: Record<VisaApplicantType, { governmentFee: string; serviceFee: string }>;
  checklist: ChecklistRow[];
  notes: string;
}

/** A new product: Bangladeshi passports, single entry, the passport bio page and a photo required. */
export function newProductValues(): VisaProductFormValues {
  const fee = { governmentFee: '', serviceFee: '' };
  return {
    destination: null,
    visaType: null,
    title: '',
    entries: 'Single',
    validityDays: '30',
    stayDays: '30',
    processingDays: '5',
    nationalities: ['BD'],
    fees: { Adult: { ...fee }, Child: { ...fee }, Infant: { ...fee } },
    checklist: [
      { code: 'PassportBioPage', description: '', required: true },
      { code: 'Photo', description: '', required: true },
    ],
    notes: '',
  };
}

export function productValuesOf(product: OperatorVisaProduct): VisaProductFormValues {
  const fees = Object.fromEntries(
    VisaApplicantTypes.map((type) => [
      type,
      {
        governmentFee: minorToInputText(product.fees[type].governmentFee),
        serviceFee: minorToInputText(product.fees[type].serviceFee),
      },
    ]),
  ) as VisaProductFormValues['fees'];
  return {
    destination: product.destination.code,
    visaType: product.visaType,
    title: product.title,
    entries: product.entries,
    validityDays: String(product.validityDays),
    stayDays: String(product.stayDays),
    processingDays: String(product.processingDays),
    nationalities: [...product.nationalities],
    fees,
    checklist: product.checklist.map((item) => ({ ...item })),
    notes: product.notes,
  };
}

const wholeDays = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The Create body of the editor's values, or each box's problem: amounts and days as typed, then the contracts'
 * own rules (the stay within the validity, the passport bio page required, each document and nationality once).
 */
export function checkProduct(
  values: VisaProductFormValues,
):
  | { body: CreateVisaProductBody; issues: [] }
  | { body: null; issues: Array<{ path: string; message: string }> } {
  const issues: Array<{ path: string; message: string }> = [];
  const add = (path: string, message: string) => {
    if (!issues.some((issue) => issue.path === path)) issues.push({ path, message });
  };
  if (!values.destination) add('destination', VisaProductFormMessage.destinationRequired);
  if (!values.visaType) add('visaType', VisaProductFormMessage.visaTypeRequired);
  for (const field of ['validityDays', 'stayDays', 'processingDays'] as const) {
    if (wholeDays(values[field]) === null) add(field, VisaProductFormMessage.daysInvalid);
  }
  const fees = Object.fromEntries(
    VisaApplicantTypes.map((type) => {
      const row = values.fees[type];
      const government = parseMoney(row.governmentFee);
      const service = parseMoney(row.serviceFee);
      if (government === null) add(`fees.${type}.governmentFee`, VisaProductFormMessage.amountInvalid);
      if (service === null) add(`fees.${type}.serviceFee`, VisaProductFormMessage.amountInvalid);
      return [type, { governmentFee: government ?? 0, serviceFee: service ?? 0 }];
    }),
  );
  values.checklist.forEach((row, index) => {
    if (!row.code) add(`checklist.${index}.code`, VisaProductFormMessage.documentRequired);
  });
  const parsed = ZCreateVisaProductBody.safeParse({
    destination: values.destination ?? '',
    visaType: values.visaType ?? '',
    title: values.title,
    entries: values.entries,
    validityDays: wholeDays(values.validityDays) ?? 0,
    stayDays: wholeDays(values.stayDays) ?? 0,
    processingDays: wholeDays(values.processingDays) ?? 0,
    nationalities: values.nationalities,
    fees,
    checklist: values.checklist.map((row) => ({
      code: row.code ?? '',
      description: row.description.trim(),
      required: row.required,
    })),
    notes: values.notes,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // Rules across the checklist or the nationalities name the list; a row's own problem names the row.
      const path = issue.path
        .filter((part) => typeof part === 'string' || typeof part === 'number')
        .join('.');
      add(path === '' ? 'root' : path, issue.message);
    }
  }
  if (issues.length > 0 || !parsed.success) return { body: null, issues };
  return { body: parsed.data, issues: [] };
}
