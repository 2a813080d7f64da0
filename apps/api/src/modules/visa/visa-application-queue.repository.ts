import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { agencies, serviceRequests, visaApplicants, visaApplications } from '../../db/schema';
import type { RequestScope, ServiceRequestRow } from '../../requests/service-request.repository';
import type { VisaApplicationRow } from './visa-application.repository';
import { madeInScope } from '../../lib/agency-scope';

/** The visa queues' reads (agency and operators): a page of a tab with every tab's count. */

export interface VisaQueueFilter {
  statuses: readonly RequestStatus[] | null;
  search: string | undefined;
  destination: string | undefined;
  travelFrom: string | undefined;
  travelTo: string | undefined;
}

export interface VisaQueueRowData {
  request: ServiceRequestRow;
  application: VisaApplicationRow;
  agencyName: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function inScope(scope: RequestScope): SQL {
  return and(
    eq(serviceRequests.tenantId, scope.tenantId),
    eq(serviceRequests.kind, 'Visa'),
    scope.agencyId === null ? undefined : eq(serviceRequests.agencyId, scope.agencyId),
    scope.agencyId === null ? undefined : madeInScope(serviceRequests.requestedBy, scope),
  )!;
}

/** The search matches a reference or passport number from its start, or a part of an applicant's full name. */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const prefix = `${escapeLike(search)}%`;
  const anywhere = `%${escapeLike(search)}%`;
  return or(
    ilike(serviceRequests.reference, prefix),
    exists(
      sql`(select 1 from ${visaApplicants} where ${visaApplicants.requestId} = ${serviceRequests.id}
        and (${visaApplicants.passportNumber} ilike ${prefix}
          or (${visaApplicants.firstName} || ' ' || ${visaApplicants.lastName}) ilike ${anywhere}))`,
    ),
  );
}

function filterOf(scope: RequestScope, filter: VisaQueueFilter): SQL {
  return and(
    inScope(scope),
    eq(visaApplications.tenantId, scope.tenantId),
    filter.destination ? eq(visaApplications.countryCode, filter.destination) : undefined,
    filter.travelFrom ? gte(visaApplications.travelDate, filter.travelFrom) : undefined,
    filter.travelTo ? lte(visaApplications.travelDate, filter.travelTo) : undefined,
    searchFilter(filter.search),
  )!;
}

/**
 * One page of a tab (the agency's newest first; the operators' longest waiting first) and the count of every status
 * under the same search and filters.
 */
export async function visaQueuePage(
  db: Db,
  options: {
    scope: RequestScope;
    filter: VisaQueueFilter;
    page: number;
    pageSize: number;
    order: 'newest' | 'longestWaiting';
  },
): Promise<{ rows: VisaQueueRowData[]; counts: Map<RequestStatus, number> }> {
  const filter = filterOf(options.scope, options.filter);
  const { statuses } = options.filter;
  const where = statuses ? and(filter, inArray(serviceRequests.status, [...statuses])) : filter;
  const rows = await db
    .select({ request: serviceRequests, application: visaApplications, agencyName: agencies.name })
    .from(serviceRequests)
    .innerJoin(visaApplications, eq(visaApplications.requestId, serviceRequests.id))
    .innerJoin(agencies, eq(agencies.id, serviceRequests.agencyId))
    .where(where)
    .orderBy(
      options.order === 'newest' ? desc(serviceRequests.createdAt) : asc(serviceRequests.waitingSince),
      desc(serviceRequests.id),
    )
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const countRows = await db
    .select({ status: serviceRequests.status, count: count() })
    .from(serviceRequests)
    .innerJoin(visaApplications, eq(visaApplications.requestId, serviceRequests.id))
    .where(filter)
    .groupBy(serviceRequests.status);
  return { rows, counts: new Map(countRows.map((row) => [row.status, Number(row.count)])) };
}

/** The applicants' full names of some applications, in order, by request id. */
export async function applicantNamesOf(
  db: Db,
  tenantId: string,
  requestIds: string[],
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (requestIds.length === 0) return names;
  const rows = await db
    .select({
      requestId: visaApplicants.requestId,
      title: visaApplicants.title,
      firstName: visaApplicants.firstName,
      lastName: visaApplicants.lastName,
    })
    .from(visaApplicants)
    .where(and(eq(visaApplicants.tenantId, tenantId), inArray(visaApplicants.requestId, requestIds)))
    .orderBy(asc(visaApplicants.requestId), asc(visaApplicants.position));
  for (const row of rows) {
    const list = names.get(row.requestId) ?? [];
    list.push(`${row.title} ${row.firstName} ${row.lastName}`);
    names.set(row.requestId, list);
  }
  return names;
}
