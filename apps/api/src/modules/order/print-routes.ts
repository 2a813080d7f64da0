import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderPrintPaths, ZBookingPdfQuery } from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { agencyPrintLogo } from '../../branding/agency-print-logo';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getBookingPdf } from './get-booking-pdf';
import { agencyScopeOf } from '../../lib/agency-scope';

const printAccess = { auth: 'user', permission: 'PrintTicket' } as const;

/** The print calls of the orders service: an order's e-ticket and invoices as PDF attachments. */
export const printRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFileStore(app.env.DATA_DIR);
  app.get(
    OrderPrintPaths.getBookingPdf,
    routeOptions(printAccess, {
      tags: ['orders'],
      summary:
        'An order’s e-ticket (typeId 1, ticketed orders), agent invoice (2) or customer invoice with markup (3) as a PDF',
      querystring: ZBookingPdfQuery,
      errors: [409],
    }),
    async (request, reply) => {
      const user = requireAgencyUser(request);
      const { config } = request.tenant;
      const scope = agencyScopeOf(user);
      const pdf = await getBookingPdf({
        db: app.db,
        supply: app.supply,
        scope,
        tenant: {
          name: config.company.name,
          lines: [config.global.contactNo, config.global.email].filter(Boolean),
          // The agency prints its own documents: its logo heads them whoever issues them.
          logo: await agencyPrintLogo(app.db, files, scope),
        },
        query: request.query,
      });
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
          .header('cache-control', 'private, no-store')
          // The 200 answer is the document's bytes, outside the JSON response schemas.
          .send(pdf.content as never)
      );
    },
  );
};
