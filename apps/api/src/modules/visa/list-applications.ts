import {
  VisaApplicationTabs,
  VisaApplicationTabStatuses,
  type VisaApplicationTab,
  type VisaQueuePage,
  type VisaQueueQuery,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { namesOf, type RequestScope } from '../../requests/service-request.repository';
import { storedProduct } from './applied-product';
import { applicantNamesOf, visaQueuePage } from './visa-application-queue.repository';

/**
 * GET Application/Queue (ShowVisaQueue) and Operator/Applications: one page of a tab of the caller's applications
 * (the agency's own, newest first; for operators every agency's of the tenant, longest waiting first), with every
 * tab's count under the same search and filters.
 */
export async function listApplications(options: {
  db: Db;
  scope: RequestScope;
  query: VisaQueueQuery;
  now: Date;
}): Promise<VisaQueuePage> {
  const { db, scope, query, now } = options;
  const { rows, counts } = await visaQueuePage(db, {
    scope,
    filter: {
      statuses: query.tab === 'all' ? null : VisaApplicationTabStatuses[query.tab],
      search: query.search || undefined,
      destination: query.destination,
      travelFrom: query.travelFrom,
      travelTo: query.travelTo,
    },
    page: query.page,
    pageSize: query.pageSize,
    order: scope.agencyId === null ? 'longestWaiting' : 'newest',
  });
  const requestIds = rows.map((row) => row.request.id);
  const applicants = await applicantNamesOf(db, scope.tenantId, requestIds);
  const names = await namesOf(
    db,
    rows.map((row) => row.request.requestedBy),
  );
  const tabs = Object.fromEntries(
    VisaApplicationTabs.map((tab) => [
      tab,
      tab === 'all'
        ? [...counts.values()].reduce((sum, value) => sum + value, 0)
        : VisaApplicationTabStatuses[tab].reduce((sum, status) => sum + (counts.get(status) ?? 0), 0),
    ]),
  ) as Record<VisaApplicationTab, number>;
  return {
    tabs,
    applications: rows.map(({ request, application, agencyName }) => {
      const product = storedProduct(application.product);
      return {
        orderReference: request.reference,
        status: request.status,
        countryCode: application.countryCode,
        countryName: product.countryName,
        visaType: application.visaType,
        productTitle: product.title,
        travelDate: application.travelDate,
        applicants: applicants.get(request.id) ?? [],
        total: {
          amount: application.governmentFeeTotal + application.serviceFeeTotal,
          currency: application.currency,
        },
        agencyName,
        appliedBy: names.get(request.requestedBy) ?? '',
        appliedAt: request.createdAt.toISOString(),
        updatedAt: request.updatedAt.toISOString(),
        ageMinutes: Math.max(0, Math.floor((now.getTime() - request.waitingSince.getTime()) / 60_000)),
      };
    }),
    total: tabs[query.tab],
    page: query.page,
    pageSize: query.pageSize,
  };
}
