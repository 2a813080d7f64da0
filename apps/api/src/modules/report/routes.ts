import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReportPaths,
  ZBookingsQuery,
  ZBookingsReport,
  ZCommissionsQuery,
  ZCommissionsReport,
  ZDuesQuery,
  ZDuesReport,
  ZLedgerStatement,
  ZLedgerStatementQuery,
  ZRefundsQuery,
  ZRefundsReport,
  ZReportExportQuery,
  ZReportPdfRequest,
  ZSalesQuery,
  ZSalesReport,
  type TenantConfig,
} from '@portal/contracts';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getBookingsReport } from './bookings-report';
import { getCommissionsReport } from './commissions-report';
import { getDuesReport } from './dues-report';
import { exportReport, type ReportFile } from './export-report';
import { getLedgerStatement } from './ledger-statement';
import { getRefundsReport } from './refunds-report';
import type { ReportScope } from './report-scope';
import { getSalesReport } from './sales-report';

const access = { auth: 'user', permission: 'AccessReports' } as const;
const tags = ['report'];

/** The caller's scope (a branch user sees their branch only) with the head office's branch or staff choice. */
function scopeOf(
  request: Parameters<typeof requireAgencyUser>[0],
  filters: { branchId?: string | undefined; staffId?: string | undefined },
): ReportScope {
  const user = requireAgencyUser(request);
  return {
    tenantId: user.tenantId,
    agencyId: user.agencyId,
    branchId: user.branchId,
    branchFilter: filters.branchId,
    staffId: filters.staffId,
  };
}

const brandOf = (config: TenantConfig) => ({
  name: config.company.name,
  lines: [config.global.contactNo, config.global.email].filter(Boolean),
});

function sendFile(reply: FastifyReply, file: ReportFile) {
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      // The 200 answer is the file, streamed, outside the JSON response schemas.
      .send(file.stream as never)
  );
}

/** The report service (AccessReports 232): the agency's figures over a range of its days. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ReportPaths.sales,
    routeOptions(access, {
      tags,
      summary:
        'Sales grouped by day, product, airline, route, staff or branch, with totals over the whole filter',
      querystring: ZSalesQuery,
      ok: ZSalesReport,
    }),
    async (request) =>
      getSalesReport({
        db: app.db,
        scope: scopeOf(request, request.query),
        query: request.query,
        now: app.now(),
      }),
  );

  app.get(
    ReportPaths.bookings,
    routeOptions(access, {
      tags,
      summary: 'Bookings made in the range per product and status: how many and their amount',
      querystring: ZBookingsQuery,
      ok: ZBookingsReport,
    }),
    async (request) =>
      getBookingsReport({
        db: app.db,
        scope: scopeOf(request, request.query),
        query: request.query,
        now: app.now(),
      }),
  );

  app.get(
    ReportPaths.ledger,
    routeOptions(access, {
      tags,
      summary: 'The wallet statement: opening balance, lines with the running balance, closing balance',
      querystring: ZLedgerStatementQuery,
      ok: ZLedgerStatement,
    }),
    async (request) =>
      getLedgerStatement({
        db: app.db,
        scope: scopeOf(request, request.query),
        query: request.query,
        now: app.now(),
      }),
  );

  app.get(
    ReportPaths.refunds,
    routeOptions(access, {
      tags,
      summary: 'Void and refund requests made in the range with what each refunded or charged',
      querystring: ZRefundsQuery,
      ok: ZRefundsReport,
    }),
    async (request) =>
      getRefundsReport({
        db: app.db,
        scope: scopeOf(request, request.query),
        query: request.query,
        now: app.now(),
      }),
  );

  app.get(
    ReportPaths.dues,
    routeOptions(access, {
      tags,
      summary: 'Open dues by age bucket (not due, 1–7, 8–30, 31–60, over 60 days) and per order',
      querystring: ZDuesQuery,
      ok: ZDuesReport,
    }),
    async (request) =>
      getDuesReport({
        db: app.db,
        scope: scopeOf(request, request.query),
        query: request.query,
        now: app.now(),
      }),
  );

  app.get(
    ReportPaths.commissions,
    routeOptions(access, {
      tags,
      summary: 'Commission and AIT of the tickets issued in the range, per airline and month',
      querystring: ZCommissionsQuery,
      ok: ZCommissionsReport,
    }),
    async (request) =>
      getCommissionsReport({
        db: app.db,
        scope: scopeOf(request, request.query),
        query: request.query,
        now: app.now(),
      }),
  );

  app.get(
    ReportPaths.export,
    routeOptions(access, {
      tags,
      summary: 'A whole report as a CSV, XLSX or PDF attachment, streamed',
      querystring: ZReportExportQuery,
    }),
    async (request, reply) =>
      sendFile(
        reply,
        await exportReport({
          db: app.db,
          scope: scopeOf(request, request.query),
          query: request.query,
          brand: brandOf(request.tenant.config),
          now: app.now(),
        }),
      ),
  );

  app.post(
    ReportPaths.pdf,
    routeOptions(access, {
      tags,
      summary: 'A report as a PDF with the brand’s header: the body names the report and its filters',
      body: ZReportPdfRequest,
    }),
    async (request, reply) => {
      const { report, filters } = request.body;
      return sendFile(
        reply,
        await exportReport({
          db: app.db,
          scope: scopeOf(request, filters),
          query: { ...filters, report, format: 'pdf' } as never,
          brand: brandOf(request.tenant.config),
          now: app.now(),
        }),
      );
    },
  );
};
