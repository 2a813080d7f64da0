import type { PassengerType } from '@portal/contracts';
import type { SupplyOffer } from '../types';
import { AfterSalesError } from './errors';
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

/** Charges the airline imposes itself rather than a government: a fare without a refund keeps them. */
export const CARRIER_IMPOSED_TAX_CODES: readonly string[] = ['YQ', 'YR'];

export interface RefundInput {
  offer: SupplyOffer;
  brandIndex: number;
  /** Every passenger of the PNR. */
  passengers: PnrPassenger[];
  /** Indexes of the passengers to refund. */
  selectedPassengers: number[];
  /** First departure instant of each journey, in order; read from the offer's legs when left out. */
  journeyDepartures?: Date[];
  /** Journeys already flown or used (e.g. the outbound of a return). */
  flownJourneys: number[];
  /** The unflown journeys to refund; all of them when left out. */
  refundJourneys?: number[];
  /** The airline cancelled or changed the flight: no penalty, and the base fare comes back on any brand. */
  involuntary: boolean;
  now: Date;
}

export interface RefundTaxLine {
  code: string;
  name: string;
  amount: number;
}

/**
 * One passenger's refund, minor units. unusedBaseFare and unusedTax are the passenger's price for the refunded
 * journeys (see priceByJourney). baseFareRefund is the unused base fare when the fare is refundable in the window
 * (or the refund is involuntary), else 0. taxRefund is the sum of `lines`: every unused tax line, or, when the base
 * fare is not refunded, the government taxes only (carrier surcharges are kept). penalty is the brand's cancellation
 * fee for the window and passenger type, once per refund, never more than baseFareRefund + taxRefund (0 when
 * involuntary or when the base fare is not refunded). forfeited is what the airline keeps besides the penalty:
 * unusedBaseFare + unusedTax − baseFareRefund − taxRefund. total = baseFareRefund + taxRefund − penalty (≥ 0).
 * commissionRecalled is the commission on the refunded base fare at the offer's rate, rounded once; agencyTotal =
 * total − commissionRecalled, never below 0: what reaches an agency that was paid commission at issue.
 */
export interface PassengerRefund {
  passengerIndex: number;
  type: PassengerType;
  baseFareRefundable: boolean;
  unusedBaseFare: number;
  unusedTax: number;
  baseFareRefund: number;
  taxRefund: number;
  penalty: number;
  forfeited: number;
  total: number;
  commissionRecalled: number;
  agencyTotal: number;
  lines: RefundTaxLine[];
}

export type RefundTotals = Omit<PassengerRefund, 'passengerIndex' | 'type' | 'baseFareRefundable' | 'lines'>;

export interface RefundQuote {
  /** The penalty window: from `now` to `departure`. */
  window: PenaltyWindow;
  /** The first departure among the journeys refunded. */
  departure: Date;
  refundJourneys: number[];
  involuntary: boolean;
  /** The base fare comes back for every passenger refunded. */
  refundable: boolean;
  passengers: PassengerRefund[];
  totals: RefundTotals;
}

/** The refund the sandbox airline gives for unflown journeys of some passengers of a ticketed PNR. */
export function quoteRefund(input: RefundInput): RefundQuote {
  const { offer, involuntary } = input;
  const brand = brandOf(offer, input.brandIndex);
  const selected = selectPassengers(input.passengers, input.selectedPassengers);
  if (selected.length === 0) throw new AfterSalesError('NothingToRefund', 'no passenger is selected');
  const departures = departuresOf(offer, input.journeyDepartures);
  const flown = new Set(journeyIndexes(offer, input.flownJourneys));
  const refundJourneys =
    input.refundJourneys === undefined
      ? offer.journeys.map((_, j) => j).filter((j) => !flown.has(j))
      : journeyIndexes(offer, input.refundJourneys);
  const used = refundJourneys.find((j) => flown.has(j));
  if (used !== undefined) throw new AfterSalesError('SegmentFlown', `journey ${used} is already flown`);
  if (refundJourneys.length === 0) throw new AfterSalesError('NothingToRefund', 'no unflown journey is left');
  const departure = new Date(Math.min(...refundJourneys.map((j) => departures[j]!.getTime())));
  const window = penaltyWindow(input.now, departure);
  const onRefunded = (amounts: number[]) => sumOf(refundJourneys, (j) => amounts[j]!);

  const passengers = selected.map((passenger): PassengerRefund => {
    const parts = priceByJourney(offer, priceOf(brand, passenger));
    const unusedBaseFare = onRefunded(parts.baseFare);
    const unusedLines = parts.taxLines.map((line) => ({
      code: line.code,
      name: line.name,
      amount: onRefunded(line.amounts),
    }));
    const unusedTax = sumOf(unusedLines, (line) => line.amount);
    const fee = involuntary
      ? 0
      : brand.refundable
        ? penaltyAmount(brand.cancellation, window, passenger.type)
        : null;
    const baseFareRefundable = fee !== null;
    const lines = unusedLines.filter(
      (line) => line.amount > 0 && (baseFareRefundable || !CARRIER_IMPOSED_TAX_CODES.includes(line.code)),
    );
    const baseFareRefund = baseFareRefundable ? unusedBaseFare : 0;
    const taxRefund = sumOf(lines, (line) => line.amount);
    const penalty = Math.min(fee ?? 0, baseFareRefund + taxRefund);
    const total = baseFareRefund + taxRefund - penalty;
    const commissionRecalled = Math.round((baseFareRefund * offer.commissionBps) / 10_000);
    return {
      passengerIndex: passenger.index,
      type: passenger.type,
      baseFareRefundable,
      unusedBaseFare,
      unusedTax,
      baseFareRefund,
      taxRefund,
      penalty,
      forfeited: unusedBaseFare + unusedTax - baseFareRefund - taxRefund,
      total,
      commissionRecalled,
      agencyTotal: Math.max(0, total - commissionRecalled),
      lines,
    };
  });

  const total = (figure: keyof RefundTotals) => sumOf(passengers, (p) => p[figure]);
  return {
    window,
    departure,
    refundJourneys,
    involuntary,
    refundable: passengers.every((p) => p.baseFareRefundable),
    passengers,
    totals: {
      unusedBaseFare: total('unusedBaseFare'),
      unusedTax: total('unusedTax'),
      baseFareRefund: total('baseFareRefund'),
      taxRefund: total('taxRefund'),
      penalty: total('penalty'),
      forfeited: total('forfeited'),
      total: total('total'),
      commissionRecalled: total('commissionRecalled'),
      agencyTotal: total('agencyTotal'),
    },
  };
}
