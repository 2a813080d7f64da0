import type { PartialPaymentRequestView } from '@portal/contracts';
import type { PartialRequestWithRequester } from './partial-payment-request.repository';

/** A part-payment request as the agent and the operators read it. */
export function toPartialRequestView({
  request,
  requestedBy,
}: PartialRequestWithRequester): PartialPaymentRequestView {
  return {
    requestId: request.id,
    status: request.status,
    requestedAt: request.requestedAt.toISOString(),
    requestedBy,
    message: request.message,
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decisionNote: request.decisionNote,
    dueAt: request.dueAt?.toISOString() ?? null,
  };
}
