import type { SupplyBrand, SupplyOffer, SupplyPaxPrice, SupplyPenalty } from '../types';
import { cabinRank } from './cabin-rank';
import { AfterSalesError } from './errors';
import { priceByJourney } from './journey-shares';
import { brandOf, journeyIndexes } from './ticket-inputs';

export interface ReissueInput {
  oldOffer: SupplyOffer;
  oldBrandIndex: number;
  /** The replacement journeys as their own offer (one journey for each changed one, in order). */
  newOffer: SupplyOffer;
  newBrandIndex: number;
  /** Indexes in the old offer of the journeys replaced. */
  changedJourneys: number[];
}

/** Of two fees for the same window and passenger type, the stricter: not permitted wins, then the higher fee. */
function stricterPenalties(a: readonly SupplyPenalty[], b: readonly SupplyPenalty[]): SupplyPenalty[] {
  return a.map((penalty) => {
    const other = b.find((p) => p.window === penalty.window && p.passengerType === penalty.passengerType);
    const amount =
      penalty.amount === null || !other || other.amount === null
        ? null
        : Math.max(penalty.amount, other.amount);
    return { ...penalty, amount };
  });
}

/**
 * One passenger type's price on the reissued ticket: the old price less the changed journeys' share (split as a
 * refund or an exchange splits it), plus the new journeys' price. The AIT follows the gross in proportion, and the
 * agent price is rebuilt as the search builds it (gross − commission + AIT).
 */
function reissuedPrice(
  oldOffer: SupplyOffer,
  oldPrice: SupplyPaxPrice,
  newPrice: SupplyPaxPrice,
  changed: number[],
): SupplyPaxPrice {
  const parts = priceByJourney(oldOffer, oldPrice);
  const onChanged = (amounts: number[]) => changed.reduce((sum, j) => sum + amounts[j]!, 0);
  const baseFare = oldPrice.baseFare - onChanged(parts.baseFare) + newPrice.baseFare;
  const taxes = new Map<string, { code: string; name: string; amount: number }>();
  for (const line of parts.taxLines) {
    const kept = line.amounts.reduce((sum, amount) => sum + amount, 0) - onChanged(line.amounts);
    if (kept !== 0) taxes.set(line.code, { code: line.code, name: line.name, amount: kept });
  }
  for (const line of newPrice.taxLines) {
    const known = taxes.get(line.code);
    taxes.set(line.code, { code: line.code, name: line.name, amount: (known?.amount ?? 0) + line.amount });
  }
  const taxLines = [...taxes.values()];
  const gross = baseFare + taxLines.reduce((sum, line) => sum + line.amount, 0);
  const commission = Math.round((baseFare * oldOffer.commissionBps) / 10_000);
  const oldCommission = Math.round((oldPrice.baseFare * oldOffer.commissionBps) / 10_000);
  const oldAit = oldPrice.agent - oldPrice.gross + oldCommission;
  const ait = oldPrice.gross > 0 ? Math.round((oldAit * gross) / oldPrice.gross) : 0;
  return {
    passengerType: oldPrice.passengerType,
    count: oldPrice.count,
    baseFare,
    taxLines,
    gross,
    agent: gross - commission + ait,
  };
}

/**
 * The fare a reissued ticket stands on: the old offer with the changed journeys replaced by the new ones, sold at one
 * brand (index 0) that keeps the old brand's name and services and takes the stricter of the two brands' refund and
 * change conditions (the airline's rule when two fares combine), the better of the two cabins, and each journey's own
 * booking classes. Its prices are what a later refund, void or exchange of the new ticket reads.
 */
export function reissuedOffer(input: ReissueInput): SupplyOffer {
  const { oldOffer, newOffer } = input;
  const oldBrand = brandOf(oldOffer, input.oldBrandIndex);
  const newBrand = brandOf(newOffer, input.newBrandIndex);
  const changed = journeyIndexes(oldOffer, input.changedJourneys);
  if (changed.length === 0 || changed.length !== newOffer.journeys.length)
    throw new AfterSalesError(
      'UnknownJourney',
      `${changed.length} journeys change but the new offer has ${newOffer.journeys.length}`,
    );
  const replacement = (j: number) => changed.indexOf(j);
  const pick = <T>(old: T[], fresh: T[]) =>
    old.map((value, j) => (replacement(j) >= 0 ? fresh[replacement(j)]! : value));

  // A passenger type the new flights were not priced for has no one left on the changed journeys (refunded before):
  // its price stays as it was.
  const prices = oldBrand.prices.map((price) => {
    const fresh = newBrand.prices.find((p) => p.passengerType === price.passengerType);
    return fresh ? reissuedPrice(oldOffer, price, fresh, changed) : price;
  });
  const sameBrand = oldBrand.brandCode === newBrand.brandCode;
  const brand: SupplyBrand = {
    ...oldBrand,
    brandCode: sameBrand ? oldBrand.brandCode : `${oldBrand.brandCode}/${newBrand.brandCode}`,
    name: sameBrand ? oldBrand.name : `${oldBrand.name} / ${newBrand.name}`,
    cabin: cabinRank(newBrand.cabin) > cabinRank(oldBrand.cabin) ? newBrand.cabin : oldBrand.cabin,
    bookingClasses: pick(oldBrand.bookingClasses, newBrand.bookingClasses),
    fareBasis: pick(oldBrand.fareBasis, newBrand.fareBasis),
    prices,
    totalGross: prices.reduce((sum, price) => sum + price.gross * price.count, 0),
    totalAgent: prices.reduce((sum, price) => sum + price.agent * price.count, 0),
    refundable: oldBrand.refundable && newBrand.refundable,
    changeable: oldBrand.changeable && newBrand.changeable,
    cancellation: stricterPenalties(oldBrand.cancellation, newBrand.cancellation),
    dateChange: stricterPenalties(oldBrand.dateChange, newBrand.dateChange),
    seatsRemaining: Math.min(oldBrand.seatsRemaining, newBrand.seatsRemaining),
  };
  return {
    ...oldOffer,
    offerId: `${oldOffer.offerId}.${newOffer.offerId}`,
    specialReturn: false,
    journeys: pick(oldOffer.journeys, newOffer.journeys).map((journey, j) => ({
      ...journey,
      bookingClasses: brand.bookingClasses[j] ?? journey.bookingClasses,
      fareBasis: brand.fareBasis[j] ?? journey.fareBasis,
    })),
    brands: [brand],
  };
}
