import type { VisaCancellationQuote } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findRequest } from '../../requests/service-request.repository';
import { applicationNotFound } from './application-errors';
import { cancellationQuoteOf } from './application-cancellation-quote';
import { applicantsOf, findApplication } from './visa-application.repository';
import { type AgencyScope } from '../../lib/agency-scope';

/** GET Application/CancellationQuote (CancelVisaApplication): what cancelling the agency's application now gives back. */
export async function getApplicationCancellationQuote(options: {
  db: Db;
  scope: AgencyScope;
  reference: string;
}): Promise<VisaCancellationQuote> {
  const { db, scope } = options;
  const request = await findRequest(db, scope, 'Visa', options.reference);
  const application = request ? await findApplication(db, scope.tenantId, request.id) : null;
  if (!request || !application) throw applicationNotFound();
  return cancellationQuoteOf(request, application, await applicantsOf(db, scope.tenantId, request.id));
}
