import type { DashboardWidgets } from '@portal/contracts';
import type { DashboardPeriod } from './dashboard-period';
import { daysBetween } from '../../lib/zoned-day';

export interface DayCount {
  day: string;
  count: number;
}
export interface DaySales extends DayCount {
  currency: string;
  amount: number;
}
type DashboardPeriodInput = Pick<DashboardPeriod, 'periodFrom' | 'today' | 'thisMonth' | 'lastMonth'>;
type ConversionWidgetShape = NonNullable<DashboardWidgets['conversion']>;

/** Bookings against tickets per day of the period, zero-filled so the chart has every day. */
export function conversionWidget(
  period: DashboardPeriodInput,
  bookings: DayCount[],
  tickets: DayCount[],
): ConversionWidgetShape {
  const booked = new Map(bookings.map((row) => [row.day, row.count]));
  const issued = new Map(tickets.map((row) => [row.day, row.count]));
  const days = daysBetween(period.periodFrom, period.today).map((date) => ({
    date,
    bookings: booked.get(date) ?? 0,
    tickets: issued.get(date) ?? 0,
  }));
  return {
    basis: 'bookingsToTickets',
    days,
    bookings: days.reduce((sum, day) => sum + day.bookings, 0),
    tickets: days.reduce((sum, day) => sum + day.tickets, 0),
  };
}

/** Net sales per day of the period in the agency's currency, zero-filled. */
export function salesOverviewWidget(
  period: DashboardPeriodInput,
  currency: string,
  sales: DaySales[],
): NonNullable<DashboardWidgets['salesOverview']> {
  const byDay = new Map(sales.filter((row) => row.currency === currency).map((row) => [row.day, row]));
  const days = daysBetween(period.periodFrom, period.today).map((date) => ({
    date,
    amount: byDay.get(date)?.amount ?? 0,
    count: byDay.get(date)?.count ?? 0,
  }));
  return { currency, days, total: days.reduce((sum, day) => sum + day.amount, 0) };
}

/** This month so far against the whole of last month: bookings, tickets and net sales in the agency's currency. */
export function statisticWidget(
  period: DashboardPeriodInput,
  currency: string,
  bookings: DayCount[],
  tickets: DayCount[],
  sales: DaySales[],
): NonNullable<DashboardWidgets['statistic']> {
  const inMonth = (day: string, month: string) => day.startsWith(month.slice(0, 7));
  const figures = (month: string) => ({
    month: month.slice(0, 7),
    bookings: bookings.filter((row) => inMonth(row.day, month)).reduce((sum, row) => sum + row.count, 0),
    tickets: tickets.filter((row) => inMonth(row.day, month)).reduce((sum, row) => sum + row.count, 0),
    sales: sales
      .filter((row) => row.currency === currency && inMonth(row.day, month))
      .reduce((sum, row) => sum + row.amount, 0),
  });
  return { currency, thisMonth: figures(period.thisMonth), lastMonth: figures(period.lastMonth) };
}
