import type { RequestStatus, VisaCancellationQuote } from '@portal/contracts';
import type { ServiceRequestRow } from '../../requests/service-request.repository';
import type { VisaApplicantRow, VisaApplicationRow } from './visa-application.repository';
import { notCancellable } from './application-errors';

/** An application may be cancelled only before it reaches the embassy. */
export const cancellableStatuses: readonly RequestStatus[] = ['Requested', 'CorrectionAsked'];

/**
 * What cancelling an application now does (the fee rule): every applicant's government fee comes back, every
 * service fee is kept because the work is done. 409 VISA_NOT_CANCELLABLE once submitted or closed.
 */
export function cancellationQuoteOf(
  request: ServiceRequestRow,
  application: VisaApplicationRow,
  applicants: VisaApplicantRow[],
): VisaCancellationQuote {
  if (!cancellableStatuses.includes(request.status)) throw notCancellable();
  const money = (amount: number) => ({ amount, currency: application.currency });
  const name = (applicant: VisaApplicantRow) =>
    `${applicant.title} ${applicant.firstName} ${applicant.lastName} (${applicant.applicantType})`;
  const lines = applicants.flatMap((applicant) => [
    {
      kind: 'GovernmentFee' as const,
      label: `Government fee refunded, ${name(applicant)}`,
      amount: money(applicant.governmentFee),
    },
    {
      kind: 'ServiceFee' as const,
      label: `Service fee kept, ${name(applicant)}`,
      amount: money(-applicant.serviceFee),
    },
  ]);
  return {
    orderReference: request.reference,
    lines,
    paid: money(application.governmentFeeTotal + application.serviceFeeTotal),
    refund: money(application.governmentFeeTotal),
    kept: money(application.serviceFeeTotal),
  };
}
