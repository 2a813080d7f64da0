import type { CardDetails } from '@portal/contracts';
import { lookupCard } from '../../payments/bin-table';

/** card/GetCardDetails: the brand, issuer and rate of the card being typed (only its first digits are read). */
export function getCardDetails(options: { cardNumber: string }): CardDetails {
  return lookupCard(options.cardNumber.slice(0, 8));
}
