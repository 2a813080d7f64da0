import { z } from 'zod';
import {
  ZCreatePaymentResponse,
  onlinePaymentMeansFields,
  refineOnlinePaymentMeans,
} from '../payment/online';
import { ZIssueTicketRequest } from './flight-order';

/**
 * Issue a held order paying online (GetIssueTicketWithFullPayOnline / GetIssueTicketWithPartPayOnline,
 * Idempotency-Key): a checkout is opened for the accepted payable (in full) or the part-payment minimum, plus the
 * method's surcharge. Once the gateway's signed result says paid, the money reaches the wallet and the order is
 * issued from it; when issuing is refused the money stays in the wallet and the order's history says why.
 */
export const ZOnlineIssueRequest = z
  .strictObject({
    ...ZIssueTicketRequest.shape,
    ...onlinePaymentMeansFields,
  })
  .superRefine(refineOnlinePaymentMeans);
export type OnlineIssueRequest = z.infer<typeof ZOnlineIssueRequest>;

/** The pending payment and the checkout the browser goes to. */
export const ZOnlineIssueResponse = ZCreatePaymentResponse;
export type OnlineIssueResponse = z.infer<typeof ZOnlineIssueResponse>;

/** The order event written when a paid online issue could not issue (the note says why). */
export const OnlineIssueFailedAction = 'OnlineIssueFailed';

/** The flight-order page's query after the checkout: which payment, and how the payer left the checkout. */
export const OnlineIssueResultCodes = ['success', 'failure', 'cancel'] as const;
export type OnlineIssueResultCode = (typeof OnlineIssueResultCodes)[number];
