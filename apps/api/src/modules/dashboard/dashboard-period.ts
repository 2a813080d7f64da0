import { DashboardPeriodDays } from '@portal/contracts';
import {
  addDays,
  monthStart,
  previousMonthStart,
  zonedDay,
  zonedDayEnd,
  zonedDayStart,
} from '../../lib/zoned-day';

/** The days and instants one dashboard reading is about, in the agency's zone. */
export interface DashboardPeriod {
  timeZone: string;
  today: string;
  /** First day of the charts' period (today included, `DashboardPeriodDays` days). */
  periodFrom: string;
  periodStart: Date;
  thisMonth: string;
  lastMonth: string;
  /** The earliest instant any figure reads: the period's start or last month's, whichever is earlier. */
  since: Date;
  endOfToday: Date;
  /** The end of the seventh day from today: "this week" of the dues. */
  endOfWeek: Date;
}

export function dashboardPeriod(now: Date, timeZone: string): DashboardPeriod {
  const today = zonedDay(now, timeZone);
  const periodFrom = addDays(today, 1 - DashboardPeriodDays);
  const lastMonth = previousMonthStart(today);
  const earliest = lastMonth < periodFrom ? lastMonth : periodFrom;
  return {
    timeZone,
    today,
    periodFrom,
    periodStart: zonedDayStart(periodFrom, timeZone),
    thisMonth: monthStart(today),
    lastMonth,
    since: zonedDayStart(earliest, timeZone),
    endOfToday: zonedDayEnd(today, timeZone),
    endOfWeek: zonedDayStart(addDays(today, 7), timeZone),
  };
}
