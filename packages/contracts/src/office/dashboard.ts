import { z } from 'zod';
import { ZCurrencyCode } from '../common/money';
import { hasFunctionality, type FunctionalityName } from '../customer/functionalities';

/**
 * The dashboard (Dashboard 201): the spec's widgets and the action widgets, each present only when the caller holds
 * its own functionality too; a widget the caller may not see is absent, not empty. Figures are the agency's (or,
 * for a branch user, the branch's); amounts are integer minor units with their currency; days are calendar days
 * (YYYY-MM-DD) in the agency's time zone; instants are ISO strings.
 */

/** How many days the chart widgets and the period figures look back, today included. */
export const DashboardPeriodDays = 30;
/** How many rows a list widget holds at most. */
export const DashboardListSize = 5;

export const DashboardProducts = ['flight', 'hotel', 'holiday', 'visa'] as const;
export const ZDashboardProduct = z.enum(DashboardProducts);
export type DashboardProduct = z.infer<typeof ZDashboardProduct>;

export const ZDashboardAmount = z.object({ currency: ZCurrencyCode, amount: z.number().int() });
export type DashboardAmount = z.infer<typeof ZDashboardAmount>;

const count = z.number().int().nonnegative();

/** The latest events on the agency's orders, bookings and requests, newest first. */
export const ZActivityWidget = z.object({
  items: z.array(
    z.object({
      at: z.string(),
      product: ZDashboardProduct,
      /** Order, booking or request reference, to open it. */
      reference: z.string(),
      /** What happened (the history's action) and the status it left. */
      action: z.string(),
      status: z.string(),
      /** For a request on a flight order: the order it is about. */
      orderReference: z.string().nullable(),
    }),
  ),
});

/**
 * Searches are not recorded, so the conversion runs from flight bookings made (held or bought) to tickets issued,
 * per day of the period.
 */
export const ZConversionWidget = z.object({
  basis: z.literal('bookingsToTickets'),
  days: z.array(z.object({ date: z.string(), bookings: count, tickets: count })),
  bookings: count,
  tickets: count,
});

/** Flight orders made in the period by their status now. */
export const ZOrderStatsWidget = z.object({
  statuses: z.array(z.object({ status: z.string(), count })),
  total: count,
});

/** Where the period's flight orders go (last arrival city of the first journey) and hotels stay. */
export const ZTopDestinationsWidget = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string().nullable(), bookings: count })),
});

export const DashboardKycStatuses = ['verified', 'actionRequired', 'pending', 'notSubmitted'] as const;
export const ZDashboardKycStatus = z.enum(DashboardKycStatuses);

export const ZCompanyStatusWidget = z.object({
  agencyName: z.string(),
  kycStatus: ZDashboardKycStatus,
  creditLimits: z.array(ZDashboardAmount),
  activeStaff: count,
  activeBranches: count,
});

/** Travellers on the most tickets of the period, by name. */
export const ZFrequentTravellersWidget = z.object({
  items: z.array(z.object({ name: z.string(), trips: count })),
});

/** Net sales (sales minus refunds, as posted to the ledger) per day of the period, per currency. */
export const ZSalesOverviewWidget = z.object({
  currency: ZCurrencyCode,
  days: z.array(z.object({ date: z.string(), amount: z.number().int(), count })),
  total: z.number().int(),
});

/** Bookings of the period per product: how many, and what the confirmed ones cost. */
export const ZBookingSummaryWidget = z.object({
  products: z.array(
    z.object({ product: ZDashboardProduct, count, confirmed: count, amounts: z.array(ZDashboardAmount) }),
  ),
});

/** Open dues per currency with the next due date (the earliest still open). */
export const ZDueWidget = z.object({
  items: z.array(
    z.object({
      currency: ZCurrencyCode,
      outstanding: z.number().int().nonnegative(),
      overdue: z.number().int().nonnegative(),
      openCount: count,
      nextDueAt: z.string().nullable(),
    }),
  ),
});

export const ZWalletFigure = z.object({
  currency: ZCurrencyCode,
  balance: z.number().int(),
  creditLimit: z.number().int().nonnegative(),
  /** Credit not yet used: the limit while the balance is positive, less what the balance is below zero. */
  creditLeft: z.number().int().nonnegative(),
  /** What can still be spent: balance plus the whole credit limit. */
  available: z.number().int(),
});

export const ZRemainingBalanceWidget = z.object({ wallets: z.array(ZWalletFigure) });
export const ZWalletBalanceWidget = z.object({
  wallets: z.array(z.object({ currency: ZCurrencyCode, balance: z.number().int() })),
});

const ZMonthFigures = z.object({
  month: z.string(),
  bookings: count,
  tickets: count,
  sales: z.number().int(),
});
/** This month so far against the whole of last month (sales in the agency's currency). */
export const ZStatisticWidget = z.object({
  currency: ZCurrencyCode,
  thisMonth: ZMonthFigures,
  lastMonth: ZMonthFigures,
});

/** Lead travellers whose ticketed orders of the period cost the most. */
export const ZTopTravelSpendWidget = z.object({
  currency: ZCurrencyCode,
  items: z.array(z.object({ name: z.string(), trips: count, amount: z.number().int() })),
});

/** An action widget: how many things need doing, and the first few with where to do it. */
const actionWidget = <T extends z.ZodRawShape>(item: T) =>
  z.object({
    count,
    items: z.array(z.object({ reference: z.string(), product: ZDashboardProduct, ...item })),
  });

/** Flight and hotel holds whose time limit ends before the agency's day does. */
export const ZHoldsEndingTodayWidget = actionWidget({ deadline: z.string(), label: z.string() });
/** Tickets issued today that can still be voided, until the end of the issue day. */
export const ZVoidsClosingTodayWidget = actionWidget({ deadline: z.string(), label: z.string() });
/** Open dues falling due within the next 7 days (or already late). */
export const ZDuesThisWeekWidget = actionWidget({
  deadline: z.string(),
  currency: ZCurrencyCode,
  amount: z.number().int(),
  overdue: z.boolean(),
});
/** Quotes waiting on the agency: after-sales and holiday quotes, visa corrections, hotel holds to pay. */
export const ZQuotesWaitingWidget = actionWidget({
  kind: z.string(),
  /** When the quote (or the hold) stops being valid; null when it does not expire. */
  deadline: z.string().nullable(),
  currency: ZCurrencyCode.nullable(),
  amount: z.number().int().nullable(),
});

export const ZDashboardWidgets = z.object({
  activity: ZActivityWidget.optional(),
  conversion: ZConversionWidget.optional(),
  orderStats: ZOrderStatsWidget.optional(),
  topDestinations: ZTopDestinationsWidget.optional(),
  companyStatus: ZCompanyStatusWidget.optional(),
  frequentTravellers: ZFrequentTravellersWidget.optional(),
  salesOverview: ZSalesOverviewWidget.optional(),
  bookingSummary: ZBookingSummaryWidget.optional(),
  due: ZDueWidget.optional(),
  remainingBalance: ZRemainingBalanceWidget.optional(),
  statistic: ZStatisticWidget.optional(),
  topTravelSpend: ZTopTravelSpendWidget.optional(),
  walletBalance: ZWalletBalanceWidget.optional(),
});
export type DashboardWidgets = z.infer<typeof ZDashboardWidgets>;
export type DashboardWidgetKey = keyof DashboardWidgets;

export const ZDashboardActions = z.object({
  holdsEndingToday: ZHoldsEndingTodayWidget.optional(),
  voidsClosingToday: ZVoidsClosingTodayWidget.optional(),
  duesThisWeek: ZDuesThisWeekWidget.optional(),
  quotesWaiting: ZQuotesWaitingWidget.optional(),
});
export type DashboardActions = z.infer<typeof ZDashboardActions>;
export type DashboardActionKey = keyof DashboardActions;

export const ZDashboardResponse = z.object({
  /** The agency's local day the figures were read on, its zone and its selling currency. */
  today: z.string(),
  timeZone: z.string(),
  currency: ZCurrencyCode,
  periodDays: z.number().int(),
  /** Whether the figures are one branch's (a branch user) or the whole agency's. */
  scope: z.enum(['agency', 'branch']),
  widgets: ZDashboardWidgets,
  actions: ZDashboardActions,
});
export type DashboardResponse = z.infer<typeof ZDashboardResponse>;

/**
 * The functionalities each widget needs besides Dashboard; any one of a list is enough (the quotes widget shows
 * each kind only to those who see that kind's queue). The API and the web read this same table.
 */
export const DashboardWidgetAccess: Record<
  DashboardWidgetKey | DashboardActionKey,
  readonly FunctionalityName[]
> = {
  activity: ['ShowBookings'],
  conversion: ['ShowBookings'],
  orderStats: ['ShowBookings'],
  topDestinations: ['ShowBookings'],
  companyStatus: ['CompanySettings'],
  frequentTravellers: ['ViewTraveller'],
  salesOverview: ['ShowBookings'],
  bookingSummary: ['ShowBookings'],
  due: ['ShowPartialPaymentList'],
  remainingBalance: ['ShowAllTransactions'],
  statistic: ['ShowBookings'],
  topTravelSpend: ['ShowBookings'],
  walletBalance: ['ShowAllTransactions'],
  holdsEndingToday: ['ShowBookings', 'ShowHotelQueues'],
  voidsClosingToday: ['VoidRequest'],
  duesThisWeek: ['ShowPartialPaymentList'],
  quotesWaiting: [
    'ShowVoidList',
    'ShowRefundList',
    'ShowExchangeList',
    'ShowHolidayQueue',
    'ShowVisaQueue',
    'ShowHotelQueues',
  ],
};

/** Whether a user with these functionalities sees a widget: Dashboard itself, and one of the widget's own. */
export function canSeeDashboardWidget(
  functionalities: ReadonlyArray<string | number> | null | undefined,
  widget: DashboardWidgetKey | DashboardActionKey,
): boolean {
  return (
    hasFunctionality(functionalities, 'Dashboard') &&
    DashboardWidgetAccess[widget].some((name) => hasFunctionality(functionalities, name))
  );
}
