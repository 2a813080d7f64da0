import {
  canSeeDashboardWidget,
  DashboardListSize,
  DashboardPeriodDays,
  hasFunctionality,
  type DashboardActionKey,
  type DashboardResponse,
  type DashboardWidgetKey,
  type DashboardWidgets,
  type RequestKind,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { conversionWidget, salesOverviewWidget, statisticWidget } from './build-chart-widgets';
import { latestActivity } from './dashboard-activity.repository';
import {
  activeHeadcount,
  currentDocumentStatuses,
  findAgencyFrame,
  findUserBranch,
} from './dashboard-company.repository';
import { agencyWallets, openDueTotals, salesPerDay } from './dashboard-money.repository';
import {
  bookingSummary,
  destinationCounts,
  flightBookingsPerDay,
  flightStatusCounts,
  flightTicketsPerDay,
  frequentTravellers,
  topTravelSpend,
} from './dashboard-orders.repository';
import { dashboardPeriod } from './dashboard-period';
import type { DashboardScope } from './dashboard-scope';
import { kycStatusOf } from './kyc-status';
import { readActionWidgets } from './read-action-widgets';
import { toBookingSummary, toDestinations, toWallets } from './shape-list-widgets';

/** Runs a query at most once, and only when a widget asks for it. */
function shared<T>(run: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= run());
}

const requestKindAccess = [
  ['Void', 'ShowVoidList'],
  ['Refund', 'ShowRefundList'],
  ['Exchange', 'ShowExchangeList'],
  ['Holiday', 'ShowHolidayQueue'],
  ['Visa', 'ShowVisaQueue'],
] as const;

/**
 * The dashboard (Dashboard 201): each widget the caller may see, read in one round of parallel aggregate queries
 * over the agency's rows (a branch user's: their branch's) of the period. A widget the caller may not see is not
 * read at all and is absent from the answer.
 */
export async function getDashboard(options: {
  db: Db;
  user: { id: string; tenantId: string; agencyId: string; functionalities: readonly number[] };
  now: Date;
}): Promise<DashboardResponse> {
  const { db, user, now } = options;
  const [frame, branchId] = await Promise.all([
    findAgencyFrame(db, user.tenantId, user.agencyId),
    findUserBranch(db, user.tenantId, user.agencyId, user.id),
  ]);
  if (!frame) throw AppError.notFound();
  const scope: DashboardScope = { tenantId: user.tenantId, agencyId: user.agencyId, branchId };
  const period = dashboardPeriod(now, frame.timeZone);
  const { currency } = frame;
  const sees = (widget: DashboardWidgetKey | DashboardActionKey) =>
    canSeeDashboardWidget(user.functionalities, widget);
  const has = (name: Parameters<typeof hasFunctionality>[1]) => hasFunctionality(user.functionalities, name);
  const limit = DashboardListSize;

  const bookingsPerDay = shared(() => flightBookingsPerDay(db, scope, period.since, period.timeZone));
  const ticketsPerDay = shared(() => flightTicketsPerDay(db, scope, period.since, period.timeZone));
  const salesRows = shared(async () =>
    (await salesPerDay(db, scope, period.since, period.timeZone)).map((row) => ({
      ...row,
      amount: Number(row.amount),
    })),
  );
  const wallets = shared(() => agencyWallets(db, scope));

  const readers: { [K in DashboardWidgetKey]: () => Promise<NonNullable<DashboardWidgets[K]>> } = {
    activity: async () => ({
      items: (await latestActivity(db, scope, period.periodStart, limit + 3)).map((row) => ({
        ...row,
        at: row.at.toISOString(),
      })),
    }),
    conversion: async () => {
      const [bookings, tickets] = await Promise.all([bookingsPerDay(), ticketsPerDay()]);
      return conversionWidget(period, bookings, tickets);
    },
    orderStats: async () => {
      const statuses = await flightStatusCounts(db, scope, period.periodStart);
      return { statuses, total: statuses.reduce((sum, row) => sum + row.count, 0) };
    },
    topDestinations: async () =>
      toDestinations(await destinationCounts(db, scope, period.periodStart, limit), limit),
    companyStatus: async () => {
      const [documents, headcount, accounts] = await Promise.all([
        currentDocumentStatuses(db, scope.tenantId, scope.agencyId),
        activeHeadcount(db, scope.tenantId, scope.agencyId),
        wallets(),
      ]);
      return {
        agencyName: frame.name,
        kycStatus: kycStatusOf(documents),
        creditLimits: accounts.map((row) => ({ currency: row.currency, amount: row.creditLimit })),
        activeStaff: headcount.staff,
        activeBranches: headcount.branches,
      };
    },
    frequentTravellers: async () => ({
      items: await frequentTravellers(db, scope, period.periodStart, limit),
    }),
    salesOverview: async () => salesOverviewWidget(period, currency, await salesRows()),
    bookingSummary: async () => toBookingSummary(await bookingSummary(db, scope, period.periodStart)),
    due: async () => ({
      items: (await openDueTotals(db, scope, now)).map((row) => ({
        currency: row.currency,
        outstanding: Number(row.outstanding),
        overdue: Number(row.overdue),
        openCount: row.openCount,
        nextDueAt: row.nextDueAt === null ? null : new Date(row.nextDueAt).toISOString(),
      })),
    }),
    remainingBalance: async () => ({ wallets: toWallets(await wallets()) }),
    statistic: async () => {
      const [bookings, tickets, sales] = await Promise.all([bookingsPerDay(), ticketsPerDay(), salesRows()]);
      return statisticWidget(period, currency, bookings, tickets, sales);
    },
    topTravelSpend: async () => ({
      currency,
      items: (await topTravelSpend(db, scope, period.periodStart, currency, limit)).map((row) => ({
        ...row,
        amount: Number(row.amount),
      })),
    }),
    walletBalance: async () => ({
      wallets: (await wallets()).map((row) => ({ currency: row.currency, balance: row.posted })),
    }),
  };

  const visible = (Object.keys(readers) as DashboardWidgetKey[]).filter(sees);
  const dashboard = has('Dashboard');
  const [values, actions] = await Promise.all([
    Promise.all(visible.map((key) => readers[key]())),
    readActionWidgets({
      db,
      scope,
      period,
      now,
      access: {
        flightHolds: dashboard && has('ShowBookings'),
        hotelHolds: dashboard && has('ShowHotelQueues'),
        voids: sees('voidsClosingToday'),
        dues: sees('duesThisWeek'),
        requestKinds: dashboard
          ? requestKindAccess.filter(([, name]) => has(name)).map(([kind]) => kind as RequestKind)
          : [],
        hotelQuotes: dashboard && has('ShowHotelQueues'),
      },
    }),
  ]);
  const widgets = Object.fromEntries(visible.map((key, index) => [key, values[index]])) as DashboardWidgets;

  return {
    today: period.today,
    timeZone: period.timeZone,
    currency,
    periodDays: DashboardPeriodDays,
    scope: branchId ? 'branch' : 'agency',
    widgets,
    actions,
  };
}
