import type { HotelBookingStatus } from '@portal/contracts';
import type { CancellationTerms } from '@portal/sandbox-supply';
import { convertToBdtAmount } from '../../currency/money-conversion';
import { moneyText } from '../../lib/pdf-document';
import { hotelTimeInWords } from './rate-view';

/** A quote whose figures would hold for ever (nothing is paid, nothing changes) still lapses after this long. */
export const quoteMinutes = 5;

export interface CancellationFigures {
  /** What the wallet paid, what cancelling now keeps and what it gives back (minor units of `currency`). */
  paid: number;
  penalty: number;
  refund: number;
  currency: string;
  /** Which part of the policy applies now, in plain words. */
  text: string;
  /** The figures hold until then: the next tier starts, the free period ends, or a few minutes pass. */
  validUntil: Date;
}

export interface CancellableBooking {
  status: HotelBookingStatus;
  paid: boolean;
  refundable: boolean;
  currency: string;
  total: number;
  supplierCurrency: string;
  supplierTotal: number;
  supplierMinorDigits: number;
  exchangeRateMicros: number;
  cancellationTerms: CancellationTerms | null;
  holdUntil: Date | null;
  hotel: { timeZone: string };
}

/**
 * A supplier penalty in the booking's BDT, at the rate the booking was charged at: the whole stay's penalty is the
 * whole amount paid, and no penalty ever exceeds it.
 */
export function penaltyInBdt(booking: CancellableBooking, supplierPenalty: number): number {
  if (supplierPenalty <= 0) return 0;
  if (supplierPenalty >= booking.supplierTotal) return booking.total;
  const converted = convertToBdtAmount(supplierPenalty, {
    currency: booking.supplierCurrency,
    bdtPerUnitMicros: booking.exchangeRateMicros,
    minorDigits: booking.supplierMinorDigits,
  });
  return Math.min(booking.total, converted);
}

/**
 * What cancelling the booking at `now` costs by the terms it was sold with: nothing while unpaid (the rooms are
 * released) or not yet confirmed by the hotel; nothing before the free period ends; then the tier in force; all of it
 * for a non-refundable rate. Amounts in the booking's currency, converted at the booking's own rate.
 */
export function cancellationAt(booking: CancellableBooking, now: Date): CancellationFigures {
  const soon = new Date(now.getTime() + quoteMinutes * 60_000);
  const paid = booking.paid ? booking.total : 0;
  const money = (amount: number) => moneyText({ amount, currency: booking.currency });
  // In words, as the policy beside the quote writes its moments ("11 Dec 2026, 00:00 hotel time").
  const at = (iso: string) => `${hotelTimeInWords(iso, booking.hotel.timeZone)} hotel time`;
  const figures = (penalty: number, text: string, validUntil: Date): CancellationFigures => ({
    paid,
    penalty,
    refund: paid - penalty,
    currency: booking.currency,
    text,
    validUntil: validUntil > now ? validUntil : soon,
  });

  if (!booking.paid) {
    return figures(
      0,
      'Not paid yet: cancelling releases the rooms and costs nothing.',
      booking.holdUntil && booking.holdUntil > now ? booking.holdUntil : soon,
    );
  }
  if (booking.status === 'UnConfirmed') {
    return figures(
      0,
      `Not yet confirmed by the hotel: cancelling is free and ${money(paid)} is refunded.`,
      soon,
    );
  }
  const terms = booking.cancellationTerms;
  if (!booking.refundable || !terms) {
    return figures(paid, `Non-refundable: the whole ${money(paid)} is kept.`, soon);
  }
  if (terms.freeUntil && now.getTime() < Date.parse(terms.freeUntil)) {
    return figures(
      0,
      `Free cancellation until ${at(terms.freeUntil)}: the whole ${money(paid)} is refunded.`,
      new Date(terms.freeUntil),
    );
  }
  const inForce = terms.tiers.filter((tier) => Date.parse(tier.from) <= now.getTime()).at(-1);
  const next = terms.tiers.find((tier) => Date.parse(tier.from) > now.getTime());
  const penalty = penaltyInBdt(booking, inForce?.penalty ?? 0);
  const text =
    penalty === 0
      ? `Cancelling now is free: the whole ${money(paid)} is refunded.`
      : penalty >= paid
        ? `Cancelling now keeps the whole ${money(paid)}.`
        : `Cancelling now costs ${money(penalty)}: ${money(paid - penalty)} is refunded.`;
  return figures(
    penalty,
    next ? `${text} From ${at(next.from)} it costs more.` : text,
    next ? new Date(next.from) : soon,
  );
}
