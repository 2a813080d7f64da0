import { presetRange, type ReportDatePreset, type ReportRange } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { zonedDay, zonedDayEnd, zonedDayStart } from '../../lib/zoned-day';
import { findAgencyReportSettings } from './report-context.repository';
import type { ReportScope } from './report-scope';

/** A report's range as the answer names it, with the instants it covers: [start, until). */
export interface ResolvedRange extends ReportRange {
  start: Date;
  until: Date;
  /** Today in the agency's zone. */
  today: string;
}

/** The filters every report shares: its days (a preset or from–to) and its currency. */
export interface RangeFilters {
  preset?: ReportDatePreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
  currency?: string | undefined;
}

/**
 * The days a report covers, read in the agency's time zone: a preset from the agency's today, or the given days
 * (the contracts' schema has already checked that one of the two is there and in order).
 */
export async function resolveReportRange(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  filters: RangeFilters;
  now: Date;
}): Promise<ResolvedRange> {
  const settings = await findAgencyReportSettings(options.db, options.tenantId, options.agencyId);
  if (!settings) throw AppError.notFound();
  const { timeZone } = settings;
  const today = zonedDay(options.now, timeZone);
  const { filters } = options;
  const days = filters.preset
    ? presetRange(filters.preset, today)
    : { from: filters.from as string, to: filters.to as string };
  return {
    ...days,
    timeZone,
    currency: filters.currency ?? settings.currency,
    start: zonedDayStart(days.from, timeZone),
    until: zonedDayEnd(days.to, timeZone),
    today,
  };
}

/** The part of a report query's filter that every currency-bound report shares: whose rows, when, in what money. */
export interface ReportWindow {
  scope: ReportScope;
  start: Date;
  until: Date;
  currency: string;
}

/** A report's range for its filters, and the window its queries read. */
export async function resolveReportWindow(options: {
  db: Db;
  scope: ReportScope;
  filters: RangeFilters;
  now: Date;
}): Promise<{ range: ResolvedRange; window: ReportWindow }> {
  const { db, scope, filters } = options;
  const range = await resolveReportRange({ ...scope, db, filters, now: options.now });
  return { range, window: { scope, start: range.start, until: range.until, currency: range.currency } };
}
