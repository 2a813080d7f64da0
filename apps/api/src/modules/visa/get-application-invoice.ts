import type { Db } from '../../db/client';
import type { PrintParty } from '../../lib/print-layout';
import { tenantToday } from '../../lib/tenant-clock';
import { findRequest } from '../../requests/service-request.repository';
import { applicationNotFound } from './application-errors';
import { renderVisaInvoicePdf } from './application-invoice-pdf';
import { storedProduct } from './applied-product';
import { agencyParty, applicantsOf, findApplication } from './visa-application.repository';
import { type AgencyScope } from '../../lib/agency-scope';

/**
 * GET Application/Invoice (PrintVisaInvoice): the agency's own application's invoice as a PDF attachment. Every
 * application was paid when made, so each has one; another agency's or tenant's answers 404.
 */
export async function getApplicationInvoice(options: {
  db: Db;
  scope: AgencyScope;
  /** The tenant's brand, as the invoice names its issuer. */
  tenant: PrintParty;
  reference: string;
}): Promise<{ fileName: string; content: Buffer }> {
  const { db, scope } = options;
  const request = await findRequest(db, scope, 'Visa', options.reference);
  const application = request ? await findApplication(db, scope.tenantId, request.id) : null;
  if (!request || !application) throw applicationNotFound();
  const applicants = await applicantsOf(db, scope.tenantId, request.id);
  const agency = await agencyParty(db, scope.tenantId, scope.agencyId);
  return {
    fileName: `${request.reference}-invoice.pdf`,
    content: await renderVisaInvoicePdf({
      reference: request.reference,
      application,
      product: storedProduct(application.product),
      applicants,
      issuer: options.tenant,
      billedTo: {
        name: agency.name,
        lines: [[agency.address, agency.city].filter(Boolean).join(', '), agency.phone, agency.email ?? ''],
      },
      invoicedOn: tenantToday(request.createdAt),
    }),
  };
}
