import { useExchangeSummary } from '../api/exchange';
import { ExchangeTickets } from './exchange-tickets';

/** The new tickets of an exchange, read from its summary. */
export function ExchangeSummaryTickets({ reference }: { reference: string }) {
  const summary = useExchangeSummary(reference);
  return summary.data ? <ExchangeTickets summary={summary.data} /> : null;
}
