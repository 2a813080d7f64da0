import type { RequestStatus } from '@portal/contracts';

/**
 * One colour per request status, so a request of any product (after-sales, holiday, visa, special fares) reads the
 * same in the queues, on its page and on the operators' desk: yellow and orange wait on someone, blue and cyan are
 * under way, green is done, red refused, grey closed without effect.
 */
export const requestStatusColor: Record<RequestStatus, string> = {
  Requested: 'blue',
  CorrectionAsked: 'orange',
  Quoted: 'yellow',
  Accepted: 'cyan',
  InProcess: 'cyan',
  Completed: 'green',
  Rejected: 'red',
  Cancelled: 'gray',
  Expired: 'gray',
  Reserved: 'yellow',
  DepositPaid: 'blue',
  Named: 'cyan',
  Released: 'gray',
};
