import { allotmentOf } from './allotment';
import { cancellationTerms, isoOfMinutes, type Deadlines } from './cancellation';
import type { HotelStock } from './catalogue/catalogue';
import { hotelFees, taxBps } from './catalogue/local-rules';
import { nightFactors, roomNightMinor, roomNightsUsd } from './pricing';
import type { PlanSpec } from './rate-plans';
import { fits, INFANT_AGE, type StayNights } from './stay';
import { soldKey, type CancellationTerms, type RateOffer, type SoldRooms, type StayQuery } from './types';

export interface PriceRequest {
  stock: HotelStock;
  stay: StayQuery;
  nights: StayNights;
  sold: SoldRooms;
  now: Date;
  /** The hotel's local midnights before check-in (see cancellation). */
  deadlines: Deadlines;
}

/** A hold may not be shorter than this, or it is not offered. */
const MIN_HOLD_MINUTES = 60;

/** Rooms of a type left each night of the stay: the allotment less what bookings have taken. */
export function roomsLeftByNight(request: PriceRequest, roomCode: string): number[] {
  const { stock, nights, sold } = request;
  const room = stock.rooms.find((r) => r.room.code === roomCode)!;
  const showcase = stock.showcaseRoomCode === roomCode;
  return nights.days.map((day, i) => {
    const allotment = allotmentOf(stock.hash, room, day, showcase);
    const taken = sold.get(soldKey(stock.spec.hotel.id, roomCode, nights.dates[i]!)) ?? 0;
    return Math.max(0, allotment - Math.max(0, taken));
  });
}

/** Until when a booking may stay unpaid: the hold period, but never past the free cancellation; null when too short. */
export function holdUntilOf(plan: PlanSpec, terms: CancellationTerms | null, now: Date): string | null {
  if (!plan.plan.holdable || !terms?.freeUntil) return null;
  const nowMinutes = Math.floor(now.getTime() / 60_000);
  const freeUntil = Math.floor(Date.parse(terms.freeUntil) / 60_000);
  const held = nowMinutes + plan.holdHours * 60;
  if (Math.min(freeUntil, held) - nowMinutes < MIN_HOLD_MINUTES) return null;
  return freeUntil <= held ? terms.freeUntil : isoOfMinutes(held);
}

function payAtHotel(request: PriceRequest): RateOffer['payAtHotel'] {
  const { spec } = request.stock;
  const nights = request.nights.days.length;
  const guests = request.stay.rooms.reduce(
    (sum, room) => sum + room.adults + room.childAges.filter((age) => age >= INFANT_AGE).length,
    0,
  );
  return hotelFees(spec.hotel.cityCode, spec.site.city.countryCode, spec.hotel.stars).map((fee) => ({
    name: fee.name,
    amount: fee.amount * nights * (fee.per === 'RoomNight' ? request.stay.rooms.length : guests) * 100,
  }));
}

/** The offer of one plan for the stay, given each night's price of one room of the type (US dollars). */
export function offerOf(
  request: PriceRequest,
  plan: PlanSpec,
  roomNightsUsdList: readonly number[],
  roomsLeft: number,
): RateOffer {
  const { spec } = request.stock;
  const nightly = request.nights.dates.map((date, i) => ({
    date,
    amount: request.stay.rooms.reduce(
      (sum, guests) => sum + roomNightMinor(spec, plan, roomNightsUsdList[i]!, guests),
      0,
    ),
  }));
  const baseTotal = nightly.reduce((sum, n) => sum + n.amount, 0);
  const taxes = Math.round((baseTotal * taxBps(spec.site.city.countryCode, spec.hotel.stars)) / 10_000);
  const total = baseTotal + taxes;
  const cancellation = cancellationTerms(plan.plan, request.deadlines, {
    nightly: nightly.map((n) => n.amount),
    baseTotal,
    total,
  });
  const holdUntil = holdUntilOf(plan, cancellation, request.now);
  return {
    hotelId: spec.hotel.id,
    roomCode: plan.plan.roomCode,
    rateCode: plan.plan.code,
    board: plan.plan.board,
    refundable: plan.plan.refundable,
    onRequest: plan.plan.onRequest,
    // Holdable when a hold is possible for this stay now (the plan allows it and the free period leaves time).
    holdable: holdUntil !== null,
    currency: spec.hotel.currency,
    roomCount: request.stay.rooms.length,
    nightly,
    baseTotal,
    taxes,
    total,
    payAtHotel: payAtHotel(request),
    cancellation,
    roomsLeft,
    holdUntil,
  };
}

/**
 * Every rate of the hotel for the stay, cheapest first: each room of the query must fit the room type, and every
 * night must have as many rooms left as the query has rooms. `only` narrows to one room type and plan.
 */
export function hotelOffers(request: PriceRequest, only?: { rateCode: string }): RateOffer[] {
  const { stock, stay, nights } = request;
  const offers: RateOffer[] = [];
  const factors = nightFactors(stock.spec, nights.days);
  for (const room of stock.rooms) {
    const plans = stock.plansByRoom.get(room.room.code) ?? [];
    const wanted = only ? plans.filter((p) => p.plan.code === only.rateCode) : plans;
    if (wanted.length === 0) continue;
    if (!stay.rooms.every((guests) => fits(room.room, guests))) continue;
    const left = roomsLeftByNight(request, room.room.code);
    const roomsLeft = Math.min(...left);
    if (roomsLeft < stay.rooms.length) continue;
    const usd = roomNightsUsd(stock.spec, room, factors, left);
    for (const plan of wanted) offers.push(offerOf(request, plan, usd, roomsLeft));
  }
  return offers.sort((a, b) => a.total - b.total || a.rateCode.localeCompare(b.rateCode));
}
