import { presetRange, type ReportDatePreset, type ReportRange } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { zonedDay, zonedDayEnd, zonedDayStart } from '../../lib/zoned-day';
import { findAgencyReportSettings } from './report-context.repository';

/** A report's range as the answer names it, with the instants it covers: [start, until). */
export interface ResolvedRange extends ReportRange {
  start: Date;
  until: Date;
  /** Today in the agency's zone. */
  today: string;
}

/**
 * The days a report covers, read in the agency's time zone: a preset from the agency's today, or the given days
 * (the contracts' schema has already checked that one of the two is there and in order).
 */
export async function resolveReportRange(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  filters: {
    preset?: ReportDatePreset | undefined;
    from?: string | undefined;
    to?: string | undefined;
    currency?: string | undefined;
  };
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
