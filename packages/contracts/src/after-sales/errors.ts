/** Error codes of the request core and after-sales; the web shows the message. */
export const AfterSalesErrorCode = {
  RequestNotFound: 'REQUEST_NOT_FOUND',
  WrongStatus: 'REQUEST_WRONG_STATUS',
  QuoteExpired: 'QUOTE_EXPIRED',
  QuoteSuperseded: 'QUOTE_SUPERSEDED',
  AlreadyOpen: 'REQUEST_ALREADY_OPEN',
  NotTicketed: 'ORDER_NOT_TICKETED',
  TicketNotEligible: 'TICKET_NOT_ELIGIBLE',
  VoidWindowClosed: 'VOID_WINDOW_CLOSED',
  VoidRefused: 'VOID_REFUSED_BY_AIRLINE',
  SegmentFlown: 'SEGMENT_FLOWN',
  NothingSelected: 'NOTHING_SELECTED',
  ChangeNotPermitted: 'CHANGE_NOT_PERMITTED',
  DateOutOfRange: 'DATE_OUT_OF_RANGE',
  OptionGone: 'EXCHANGE_OPTION_GONE',
  QuoteInvalid: 'QUOTE_INVALID',
  AssignedElsewhere: 'REQUEST_ASSIGNED_ELSEWHERE',
} as const;

export const AfterSalesMessage = {
  notFound: 'No such request.',
  wrongStatus: 'This request has moved on since you opened it. Reload it to see where it stands.',
  quoteExpired: 'This quote has expired. Ask for a new quote.',
  quoteSuperseded: 'A newer quote replaced this one. Review the new quote.',
  alreadyOpen: 'This booking already has an open after-sales request. Finish or cancel it first.',
  notTicketed: 'Only a ticketed booking can be voided, refunded or exchanged.',
  ticketNotEligible: 'One of the chosen tickets can no longer take this action.',
  voidWindowClosed: 'The void window has closed. Request a refund instead.',
  voidRefused: 'This airline does not accept voids. Request a refund instead.',
  segmentFlown: 'A flown segment cannot be refunded or exchanged.',
  nothingSelected: 'Choose at least one passenger and one segment.',
  changeNotPermitted: 'This fare does not permit changes.',
  dateOutOfRange: 'The new date is outside the dates this fare allows.',
  optionGone: 'This flight is no longer available. Search again.',
  quoteInvalid: 'A quote needs at least one line, each with a label and a whole amount.',
  remarkTooLong: 'Remarks are at most 500 characters',
  noteRequired: 'Write the reason (at least 3 characters)',
} as const;

/** Why an action is not offered on a ticket, as the order page says it. */
export const AfterSalesReason = {
  noPermission: 'You do not have permission for this action.',
  notTicketed: 'The booking is not ticketed.',
  voided: 'The ticket is voided.',
  refunded: 'The ticket is refunded.',
  exchanged: 'The ticket was exchanged for a new one.',
  inProcess: 'A request for this ticket is in process.',
  openRequest: 'A request is open on this booking.',
  voidWindowClosed: 'The void window closed at the end of the issue day.',
  voidRefused: 'This airline does not accept voids.',
  allFlown: 'Every segment has been flown.',
  changeNotPermitted: 'The fare does not permit changes.',
} as const;
