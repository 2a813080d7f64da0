import type {
  HolidayQuoteBody,
  HolidayQuoteLine,
  HolidayQuoteLineKind,
  HolidayTravellers,
  QuoteLine,
  QuoteLineKind,
} from '@portal/contracts';
import { endOfTenantDay, tenantToday } from '../../lib/tenant-clock';

/**
 * What a holiday quote fixes when it is written (kept with the immutable quote, in its supplier terms): the
 * itemised lines, and the package's deposit rule and the departure day as they were, so a package edited later does
 * not change what the agency was offered.
 */
export interface HolidayQuoteTerms {
  lines: HolidayQuoteLine[];
  depositPercent: number;
  balanceDaysBeforeDeparture: number;
  departsOn: string;
}

/** The request core's lines for the same quote: signed amounts summing to what the agency pays. */
const coreKind: Record<HolidayQuoteLineKind, QuoteLineKind> = {
  Adult: 'BaseFare',
  Child: 'BaseFare',
  Infant: 'BaseFare',
  Extra: 'Extras',
  Discount: 'Other',
};

/** The operator's lines priced in the departure's currency; a discount's amount is negative. */
export function holidayQuoteLines(lines: HolidayQuoteBody['lines'], currency: string): HolidayQuoteLine[] {
  return lines.map((line) => {
    const amount = line.quantity * line.unitAmount;
    return {
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      amount: { amount: line.kind === 'Discount' ? -amount : amount, currency },
    };
  });
}

export function coreQuoteLines(lines: HolidayQuoteLine[]): QuoteLine[] {
  return lines.map((line) => ({
    kind: coreKind[line.kind],
    label: line.label,
    paxId: null,
    amount: line.amount,
  }));
}

/**
 * Whether the traveller lines count exactly the enquiry's travellers: each type's quantities add up to its count
 * (a type may take several lines, e.g. a child with or without a bed; a type nobody is has no line).
 */
export function pricesEveryTraveller(lines: HolidayQuoteLine[], travellers: HolidayTravellers): boolean {
  const counted = (kind: HolidayQuoteLineKind) =>
    lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.quantity, 0);
  return (
    counted('Adult') === travellers.adults &&
    counted('Child') === travellers.children &&
    counted('Infant') === travellers.infants
  );
}

/** The deposit: the percentage of the total rounded up to a whole taka (100 minor units), never above the total. */
export function depositOf(total: number, percent: number): number {
  if (percent <= 0) return 0;
  return Math.min(total, Math.ceil((total * percent) / 100 / 100) * 100);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * When the balance falls due: at the end (in the tenant's zone) of the day `balanceDaysBeforeDeparture` before the
 * departure, never before the end of tomorrow (an agency confirming late always has a day to pay) and never on or
 * after the departure day (a balance is paid before the holiday begins: a package asking for it on the departure
 * day has it due the day before). Null when no such day is left, i.e. the departure is tomorrow: there is no later
 * balance, and the quote asks for the whole total as the deposit.
 */
export function balanceDueAt(
  terms: Pick<HolidayQuoteTerms, 'departsOn' | 'balanceDaysBeforeDeparture'>,
  now: Date,
): Date | null {
  const lastDayBefore = addDays(terms.departsOn, -1);
  const byPackage = addDays(terms.departsOn, -terms.balanceDaysBeforeDeparture);
  const tomorrow = addDays(tenantToday(now), 1);
  const day = [byPackage, lastDayBefore].sort()[0]!;
  if (tomorrow > lastDayBefore) return null;
  // The last second of that day: a due is overdue once its instant has passed.
  return new Date(endOfTenantDay(day < tomorrow ? tomorrow : day).getTime() - 1000);
}

/** What the quote's lines come to: what the agency pays. */
export function quoteTotal(terms: Pick<HolidayQuoteTerms, 'lines'>): number {
  return terms.lines.reduce((sum, line) => sum + line.amount.amount, 0);
}

/**
 * The figures of a quote accepted at `at`: the total, the deposit paid now (the package's percentage, or the whole
 * total when the departure is too near for a later balance: `depositPercent` then reads 100) and the balance with
 * its due instant (null when nothing is left to pay).
 */
export function quoteFigures(terms: HolidayQuoteTerms, at: Date) {
  const total = quoteTotal(terms);
  const dueAt = balanceDueAt(terms, at);
  const depositPercent = dueAt ? terms.depositPercent : 100;
  const deposit = depositOf(total, depositPercent);
  const balance = total - deposit;
  return { total, depositPercent, deposit, balance, balanceDueAt: balance > 0 ? dueAt : null };
}

/** The stored terms read back (supplier terms are opaque to the core). */
export function termsOf(supplierTerms: Record<string, unknown>): HolidayQuoteTerms {
  return supplierTerms['holiday'] as HolidayQuoteTerms;
}
