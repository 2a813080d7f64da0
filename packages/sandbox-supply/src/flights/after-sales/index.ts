/** The sandbox airline's after-sales rules: void, refund and exchange, as pure functions of a ticket's offer. */
export { AFTER_SALES_QUOTE_MINUTES, quoteExpiresAt } from './quote-lifetime';
export { AfterSalesError, type AfterSalesErrorCode } from './errors';
export {
  airlineRefusesVoid,
  deskRefundAirlines,
  DESK_REFUND_AIRLINES,
  refundNeedsAirlineDesk,
  voidRefusingAirlines,
  VOID_REFUSING_AIRLINES,
} from './airline-policies';
export { canVoid, voidDeadline, type VoidCheck, type VoidDecision, type VoidRefusal } from './void-window';
export { penaltyAmount, penaltyWindow, type PenaltyWindow } from './penalty-window';
export { cabinRank, isSameOrHigherCabin } from './cabin-rank';
export { splitAmount } from './split-amount';
export { journeyWeights, priceByJourney, type PriceByJourney } from './journey-shares';
export type { PnrPassenger } from './ticket-inputs';
export {
  CARRIER_IMPOSED_TAX_CODES,
  quoteRefund,
  type PassengerRefund,
  type RefundInput,
  type RefundQuote,
  type RefundTaxLine,
  type RefundTotals,
} from './refund-quote';
export { changesPermitted } from './change-rules';
export {
  EXCHANGE_DAYS_EARLIER,
  exchangeDateWindow,
  type ExchangeDateWindow,
  type ExchangeWindowInput,
} from './exchange-window';
export {
  quoteExchange,
  type ExchangeInput,
  type ExchangeQuote,
  type ExchangeTotals,
  type PassengerExchange,
  type ResidualTreatment,
} from './exchange-quote';
export { reissuedOffer, type ReissueInput } from './reissued-offer';
