import { z } from 'zod';
import { ZCurrencyCode } from '../common/money';
import { ZDayFilter } from '../common/dates';

/** What a report can be about: the four products the agency sells. */
export const ReportProducts = ['flight', 'hotel', 'holiday', 'visa'] as const;
export const ZReportProduct = z.enum(ReportProducts);
export type ReportProduct = z.infer<typeof ZReportProduct>;

/** The reports of the report service, by the name the export and pdf calls take. */
export const ReportNames = ['sales', 'bookings', 'ledger', 'refunds', 'dues', 'commissions'] as const;
export const ZReportName = z.enum(ReportNames);
export type ReportName = z.infer<typeof ZReportName>;

/** Ready-made ranges, read in the agency's time zone; weeks start on Saturday as Bangladesh's working week does. */
export const ReportDatePresets = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
] as const;
export const ZReportDatePreset = z.enum(ReportDatePresets);
export type ReportDatePreset = z.infer<typeof ZReportDatePreset>;

/** First day of the week for the presets: 6 = Saturday (0 = Sunday, as Date#getUTCDay counts). */
export const reportWeekStartsOn = 6;

/** The longest range one report covers: a year, leap day included. */
export const maxReportRangeDays = 366;

export const ReportErrorCode = {
  BadRange: 'REPORT_BAD_RANGE',
  RangeTooLong: 'REPORT_RANGE_TOO_LONG',
} as const;

export const ReportMessage = {
  rangeRequired: 'Choose a date range: a preset, or both a from and a to date',
  rangeOrder: 'The from date must not be after the to date',
  rangeTooLong: 'A report covers at most 366 days',
} as const;

const shiftDay = (isoDay: string, days: number): string => {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** Whole days from one calendar date to another (0 when equal). */
export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000);
}

/**
 * A preset's first and last calendar day, both included, given today's date in the agency's zone. Shared by the API
 * (which answers for the agency's zone) and the web (which shows the same range before asking).
 */
export function presetRange(preset: ReportDatePreset, today: string): { from: string; to: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const intoWeek = (weekday - reportWeekStartsOn + 7) % 7;
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = shiftDay(today, -1);
      return { from: day, to: day };
    }
    case 'thisWeek':
      return { from: shiftDay(today, -intoWeek), to: today };
    case 'lastWeek': {
      const start = shiftDay(today, -intoWeek - 7);
      return { from: start, to: shiftDay(start, 6) };
    }
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const last = shiftDay(monthStart, -1);
      return { from: `${last.slice(0, 7)}-01`, to: last };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/**
 * The filters every report takes: a preset or both ends of a range (calendar days of the agency's zone, both
 * included), the currency (the agency's own when left out), and for head-office users a branch (`head` = users
 * without a branch) or one staff member. Branch users always see their own branch's figures, whatever they ask.
 */
export const ZReportRangeFields = z.object({
  preset: ZReportDatePreset.optional(),
  from: ZDayFilter.optional(),
  to: ZDayFilter.optional(),
  currency: ZCurrencyCode.optional(),
  branchId: z.union([z.uuid(), z.literal('head')]).optional(),
  staffId: z.uuid().optional(),
});

/** The range's rule, applied to each report's query: a preset, or from and to in order, at most a year apart. */
export function checkReportRange(
  query: { preset?: ReportDatePreset; from?: string; to?: string },
  context: z.RefinementCtx,
): void {
  if (query.preset) return;
  if (!query.from || !query.to) {
    context.addIssue({ code: 'custom', message: ReportMessage.rangeRequired, path: ['from'] });
    return;
  }
  if (query.from > query.to) {
    context.addIssue({ code: 'custom', message: ReportMessage.rangeOrder, path: ['to'] });
    return;
  }
  if (daysBetween(query.from, query.to) + 1 > maxReportRangeDays) {
    context.addIssue({ code: 'custom', message: ReportMessage.rangeTooLong, path: ['to'] });
  }
}

export const ZReportPaging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** The range a report answered for: the days, the zone they were read in, the currency of its amounts. */
export const ZReportRange = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: ZCurrencyCode,
});
export type ReportRange = z.infer<typeof ZReportRange>;

/** The paging part of a report's answer: `total` counts the lines over the whole filter. */
export const ZReportPageInfo = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
