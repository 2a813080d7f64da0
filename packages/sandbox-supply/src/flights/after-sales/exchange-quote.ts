import type { PassengerType } from '@portal/contracts';
import type { SupplyOffer } from '../types';
import { isSameOrHigherCabin } from './cabin-rank';
import { changesPermitted } from './change-rules';
import { AfterSalesError } from './errors';
import { exchangeDateWindow } from './exchange-window';
import { priceByJourney } from './journey-shares';
import { penaltyAmount, penaltyWindow, type PenaltyWindow } from './penalty-window';
import {
  brandOf,
  departuresOf,
  journeyIndexes,
  priceOf,
  selectPassengers,
  sumOf,
  type PnrPassenger,
} from './ticket-inputs';

export interface ExchangeInput {
  /** The ticketed offer and brand. */
  oldOffer: SupplyOffer;
  oldBrandIndex: number;
  /** The replacement journeys priced as their own offer for the same passengers (e.g. a one-way search). */
  newOffer: SupplyOffer;
  newBrandIndex: number;
  /** Indexes in the old offer of the journeys replaced, in order; the new offer has one journey for each. */
  changedJourneys: number[];
  /** The passengers exchanged (the whole PNR). */
  passengers: PnrPassenger[];
  /** First departure instant of each old journey, in order; read from the old offer's legs when left out. */
  journeyDepartures?: Date[];
  /** Journeys already flown or used: they cannot be changed. */
  flownJourneys?: number[];
  now: Date;
}

export type ResidualTreatment = 'Forfeited' | 'Refunded';

/**
 * One passenger's exchange, minor units.
 * - oldBaseFare, oldTax: the passenger's old price for the changed journeys (split over journeys by priceByJourney).
 * - newBaseFare, newTax: the new offer's price for the passenger's type (its base fare, the sum of its tax lines).
 * - fareDifference = newBaseFare − oldBaseFare; negative when the new fare is lower.
 * - taxDifference = newTax − oldTax; negative when the new taxes are lower (taxes carry over on any brand).
 * - changePenalty: the old brand's date-change fee for the window and passenger type.
 * - residual: when the new fare is lower, { amount: −fareDifference, treatment }: Refunded when the old brand is
 *   refundable, else Forfeited; null otherwise.
 * - total = (residual Forfeited ? 0 : fareDifference) + taxDifference + changePenalty: to collect when positive, to
 *   refund when negative.
 */
export interface PassengerExchange {
  passengerIndex: number;
  type: PassengerType;
  oldBaseFare: number;
  newBaseFare: number;
  oldTax: number;
  newTax: number;
  fareDifference: number;
  taxDifference: number;
  changePenalty: number;
  residual: { amount: number; treatment: ResidualTreatment } | null;
  total: number;
}

export interface ExchangeTotals {
  fareDifference: number;
  taxDifference: number;
  changePenalty: number;
  /** Residual amounts by treatment. */
  residualRefunded: number;
  residualForfeited: number;
  total: number;
}

export interface ExchangeQuote {
  /** The penalty window: from `now` to the first departure among the changed journeys. */
  window: PenaltyWindow;
  departure: Date;
  changedJourneys: number[];
  passengers: PassengerExchange[];
  totals: ExchangeTotals;
}

/** What reissuing a ticket onto new journeys costs or gives back, per the sandbox airline's rules. */
export function quoteExchange(input: ExchangeInput): ExchangeQuote {
  const { oldOffer, newOffer } = input;
  const oldBrand = brandOf(oldOffer, input.oldBrandIndex);
  const newBrand = brandOf(newOffer, input.newBrandIndex);
  const changed = journeyIndexes(oldOffer, input.changedJourneys);
  if (changed.length === 0) throw new AfterSalesError('NothingToChange', 'no journey is named to change');
  if (changed.length !== newOffer.journeys.length)
    throw new AfterSalesError(
      'UnknownJourney',
      `${changed.length} journeys change but the new offer has ${newOffer.journeys.length}`,
    );
  const flown = new Set(journeyIndexes(oldOffer, input.flownJourneys ?? []));
  const used = changed.find((j) => flown.has(j));
  if (used !== undefined) throw new AfterSalesError('SegmentFlown', `journey ${used} is already flown`);
  // Each passenger once, in index order.
  const passengers = selectPassengers(
    input.passengers,
    input.passengers.map((p) => p.index),
  );
  if (passengers.length === 0)
    throw new AfterSalesError('NothingToChange', 'no passenger is named to change');
  if (newOffer.validatingAirline !== oldOffer.validatingAirline)
    throw new AfterSalesError(
      'OtherAirline',
      `a ${oldOffer.validatingAirline} ticket cannot be reissued on ${newOffer.validatingAirline}`,
    );
  if (!isSameOrHigherCabin(oldBrand.cabin, newBrand.cabin))
    throw new AfterSalesError('CabinDowngrade', `cannot change from ${oldBrand.cabin} to ${newBrand.cabin}`);

  const departures = departuresOf(oldOffer, input.journeyDepartures);
  const departure = new Date(Math.min(...changed.map((j) => departures[j]!.getTime())));
  const window = penaltyWindow(input.now, departure);
  if (!changesPermitted(oldBrand, window))
    throw new AfterSalesError(
      'ChangesNotPermitted',
      `brand ${oldBrand.brandCode} does not permit changes now`,
    );
  changed.forEach((journeyIndex, i) => {
    const date = newOffer.journeys[i]!.legs[0]!.departure.slice(0, 10);
    const { minDate, maxDate } = exchangeDateWindow({
      offer: oldOffer,
      brandIndex: input.oldBrandIndex,
      journeyIndex,
      now: input.now,
      changedJourneys: changed,
      journeyDepartures: departures,
    });
    if (date < minDate || date > maxDate)
      throw new AfterSalesError(
        'DateOutOfWindow',
        `journey ${journeyIndex} may move to ${minDate}–${maxDate}, not ${date}`,
      );
  });
  const onChanged = (amounts: number[]) => sumOf(changed, (j) => amounts[j]!);
  const treatment: ResidualTreatment = oldBrand.refundable ? 'Refunded' : 'Forfeited';

  const lines = passengers.map((passenger): PassengerExchange => {
    const oldParts = priceByJourney(oldOffer, priceOf(oldBrand, passenger));
    const newPrice = priceOf(newBrand, passenger);
    const oldBaseFare = onChanged(oldParts.baseFare);
    const oldTax = sumOf(oldParts.taxLines, (line) => onChanged(line.amounts));
    const newTax = sumOf(newPrice.taxLines, (line) => line.amount);
    const changePenalty = penaltyAmount(oldBrand.dateChange, window, passenger.type);
    if (changePenalty === null)
      throw new AfterSalesError(
        'ChangesNotPermitted',
        `brand ${oldBrand.brandCode} files no change fee for ${passenger.type} now`,
      );
    const fareDifference = newPrice.baseFare - oldBaseFare;
    const taxDifference = newTax - oldTax;
    const residual = fareDifference < 0 ? { amount: -fareDifference, treatment } : null;
    const fareCharged = residual?.treatment === 'Forfeited' ? 0 : fareDifference;
    return {
      passengerIndex: passenger.index,
      type: passenger.type,
      oldBaseFare,
      newBaseFare: newPrice.baseFare,
      oldTax,
      newTax,
      fareDifference,
      taxDifference,
      changePenalty,
      residual,
      total: fareCharged + taxDifference + changePenalty,
    };
  });

  const residualOf = (treatment: ResidualTreatment) =>
    sumOf(lines, (p) => (p.residual?.treatment === treatment ? p.residual.amount : 0));
  return {
    window,
    departure,
    changedJourneys: changed,
    passengers: lines,
    totals: {
      fareDifference: sumOf(lines, (p) => p.fareDifference),
      taxDifference: sumOf(lines, (p) => p.taxDifference),
      changePenalty: sumOf(lines, (p) => p.changePenalty),
      residualRefunded: residualOf('Refunded'),
      residualForfeited: residualOf('Forfeited'),
      total: sumOf(lines, (p) => p.total),
    },
  };
}
