import {
  HolidayLimit,
  ZHolidayQuoteBody,
  type HolidayQuoteBody,
  type HolidayQuoteLineKind,
  type HolidayRequest,
} from '@portal/contracts';
import { minorToInputText, parseMoney } from '../../../lib/parse-money';

export interface QuoteLineValues {
  kind: HolidayQuoteLineKind;
  label: string;
  quantity: number;
  /** Per unit, typed in taka. */
  unitAmount: string;
}

export interface QuoteFormValues {
  lines: QuoteLineValues[];
  validHours: number;
  note: string;
}

/**
 * A quote started from the enquiry: one line per traveller type present, at the departure's published prices,
 * valid for the default hours. The desk changes what it needs (a child without a bed, an extra, a discount).
 */
export function initialQuoteValues(
  request: Pick<HolidayRequest, 'travellers' | 'departure'>,
  labels: Record<'Adult' | 'Child' | 'Infant', string>,
): QuoteFormValues {
  const { travellers, departure } = request;
  const lines: QuoteLineValues[] = [
    {
      kind: 'Adult',
      label: labels.Adult,
      quantity: travellers.adults,
      unitAmount: minorToInputText(departure.adultPrice),
    },
  ];
  if (travellers.children > 0) {
    lines.push({
      kind: 'Child',
      label: labels.Child,
      quantity: travellers.children,
      unitAmount: minorToInputText(departure.childPrice),
    });
  }
  if (travellers.infants > 0) {
    lines.push({
      kind: 'Infant',
      label: labels.Infant,
      quantity: travellers.infants,
      unitAmount: minorToInputText(departure.infantPrice),
    });
  }
  return { lines, validHours: HolidayLimit.defaultQuoteValidityHours, note: '' };
}

/** The quote's total as typed so far (a discount is taken off), in minor units; lines not yet amounts count 0. */
export function quoteTotal(values: QuoteFormValues): number {
  return values.lines.reduce((sum, line) => {
    const amount = (parseMoney(line.unitAmount) ?? 0) * line.quantity;
    return line.kind === 'Discount' ? sum - amount : sum + amount;
  }, 0);
}

export interface QuoteFormIssue {
  path: string;
  message: string;
}

/**
 * The body Operator/Quote takes, naming the quote it replaces, or each wrong field on its path
 * (lines.1.unitAmount…).
 */
export function checkQuoteForm(
  values: QuoteFormValues,
  request: Pick<HolidayRequest, 'reference' | 'quote'>,
): { body: HolidayQuoteBody; issues: [] } | { body: null; issues: QuoteFormIssue[] } {
  const parsed = ZHolidayQuoteBody.safeParse({
    reference: request.reference,
    // The quote the desk sees as the latest: if another operator quoted meanwhile, the API refuses this one.
    replacesQuoteId: request.quote?.quoteId ?? null,
    lines: values.lines.map((line) => ({
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      // An amount that cannot be read is sent as not a number, which the schema refuses with its own message (0 is
      // a price a traveller line may have).
      unitAmount: parseMoney(line.unitAmount) ?? Number.NaN,
    })),
    validHours: values.validHours,
    ...(values.note.trim() ? { note: values.note } : {}),
  });
  if (parsed.success) return { body: parsed.data, issues: [] };
  const issues: QuoteFormIssue[] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!issues.some((known) => known.path === path)) issues.push({ path, message: issue.message });
  }
  return { body: null, issues };
}
