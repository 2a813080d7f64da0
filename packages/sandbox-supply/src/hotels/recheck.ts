import { hashString, mix } from '../flights/util/hash';
import { cancellationTerms } from './cancellation';
import { currencies, taxBps } from './catalogue/local-rules';
import { holdUntilOf, hotelOffers, type PriceRequest } from './offers';
import type { RateOffer } from './types';

/** Which way, and how far, a rate's price check moves it for one stay: the same answer every time it is asked. */
function moveHash(seed: number, offer: RateOffer, request: PriceRequest): number {
  const guests = request.stay.rooms.map((r) => `${r.adults}:${r.childAges.join('.')}`).join('/');
  return mix(
    seed,
    hashString(
      `${offer.hotelId}|${offer.rateCode}|${request.stay.checkIn}|${request.stay.checkOut}|${guests}`,
    ),
  );
}

/** The fresh offer's price raised by 3–8 %, in each night, the taxes and the penalties worked out from them. */
function raised(fresh: RateOffer, request: PriceRequest, hash: number): RateOffer {
  const { spec } = request.stock;
  const percent = 3 + (hash % 6);
  const step = currencies[fresh.currency]!.step * 100;
  const nightly = fresh.nightly.map((n) => ({
    date: n.date,
    amount: Math.ceil((n.amount * (100 + percent)) / 100 / step) * step,
  }));
  const baseTotal = nightly.reduce((sum, n) => sum + n.amount, 0);
  const taxes = Math.round((baseTotal * taxBps(spec.site.city.countryCode, spec.hotel.stars)) / 10_000);
  const total = baseTotal + taxes;
  const plan = request.stock.plans.find((p) => p.plan.code === fresh.rateCode)!;
  const cancellation = cancellationTerms(plan.plan, request.deadlines, {
    nightly: nightly.map((n) => n.amount),
    baseTotal,
    total,
  });
  return { ...fresh, nightly, baseTotal, taxes, total, cancellation };
}

/** The offer with its free period ended a day or two earlier; non-refundable once that end is already past. */
function tightened(offer: RateOffer, request: PriceRequest, hash: number): RateOffer {
  const plan = request.stock.plans.find((p) => p.plan.code === offer.rateCode)!;
  const rule = plan.plan.cancellation;
  if (!rule) return offer;
  const freeDays = rule.freeUntilDaysBefore + 1 + (hash % 2);
  if (request.deadlines.minutes(freeDays) <= Math.floor(request.now.getTime() / 60_000)) {
    return { ...offer, refundable: false, cancellation: null, holdable: false, holdUntil: null };
  }
  const cancellation = cancellationTerms(
    plan.plan,
    request.deadlines,
    { nightly: offer.nightly.map((n) => n.amount), baseTotal: offer.baseTotal, total: offer.total },
    freeDays,
  );
  const holdUntil = holdUntilOf(plan, cancellation, request.now);
  return { ...offer, cancellation, holdable: holdUntil !== null, holdUntil };
}

/**
 * The price check before booking. The rooms must still be there for every night (else null). A 'Stable' rate
 * answers the offer as priced, with the rooms left and the hold brought up to date; a 'PriceMoves' rate answers
 * the rate's price now (over the rooms sold now) raised by 3–8 %; a 'PolicyMoves' rate answers the offer as priced
 * with a free period a day or two shorter. The move is worked out from the catalogue, not from the offer passed
 * in, so checking again (even with an offer a check already moved) gives the same answer: moves never add up.
 */
export function recheckOffer(seed: number, offer: RateOffer, request: PriceRequest): RateOffer | null {
  const fresh = hotelOffers(request, { rateCode: offer.rateCode })[0];
  if (!fresh || fresh.roomCode !== offer.roomCode || fresh.currency !== offer.currency) return null;
  const plan = request.stock.plans.find((p) => p.plan.code === offer.rateCode)!;
  const hash = moveHash(seed, offer, request);
  // The offer as priced, with its policy worked out again from the plan (so a policy moved before does not stay).
  const cancellation = cancellationTerms(plan.plan, request.deadlines, {
    nightly: offer.nightly.map((n) => n.amount),
    baseTotal: offer.baseTotal,
    total: offer.total,
  });
  const holdUntil = holdUntilOf(plan, cancellation, request.now);
  const current: RateOffer = {
    ...offer,
    refundable: plan.plan.refundable,
    cancellation,
    holdable: holdUntil !== null,
    holdUntil,
    roomsLeft: fresh.roomsLeft,
  };
  switch (plan.plan.priceCheck) {
    case 'PriceMoves':
      return raised(fresh, request, hash);
    case 'PolicyMoves':
      return tightened(current, request, hash);
    default:
      return current;
  }
}
