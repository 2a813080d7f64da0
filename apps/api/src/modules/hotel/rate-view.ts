import type { HotelCancellationPolicy, HotelRate } from '@portal/contracts';
import type { BedBankHotel, BedBankRatePlan, RateOffer } from '@portal/sandbox-supply';
import { exchangeRateText, type ConversionRate } from '../../currency/money-conversion';
import { moneyText } from '../../lib/pdf-document';
import { agencyCurrency, bdtMoney, perNightAmount } from './hotel-money';

const hotelTimeFormats = new Map<string, { words: Intl.DateTimeFormat; digits: Intl.DateTimeFormat }>();

/** Formats are costly to build and a search shows one zone's hotels: one pair per zone, kept. */
function formatsOf(timeZone: string) {
  let formats = hotelTimeFormats.get(timeZone);
  if (!formats) {
    const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    formats = {
      words: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...clock,
      }),
      digits: new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        ...clock,
      }),
    };
    hotelTimeFormats.set(timeZone, formats);
  }
  return formats;
}

/** An instant as the hotel writes it: "2026-12-14 00:00" in its own zone. */
export function hotelTime(instant: string, timeZone: string): string {
  const parts = formatsOf(timeZone).digits.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** An instant in words at the hotel: "14 Dec 2026, 00:00" (the policy's and the cancellation quote's sentences). */
export function hotelTimeInWords(instant: string, timeZone: string): string {
  return formatsOf(timeZone).words.format(new Date(instant));
}

type PlanTiers = NonNullable<BedBankRatePlan['cancellation']>['tiers'];

/** What a tier of the rate plan charges, in words: "1 night", "3 nights", "50% of the stay". */
function penaltyRuleWords(rule: PlanTiers[number]['penalty'] | undefined): string | null {
  if (!rule) return null;
  if (rule.kind === 'Nights') return `${rule.nights} night${rule.nights === 1 ? '' : 's'}`;
  return `${rule.percent}% of the stay`;
}

/** BDT minor units as the policy writes them: "BDT 12,345.00". */
const bdtText = (amount: number) => moneyText({ amount, currency: agencyCurrency });

export const nonRefundableText = 'Non-refundable: cancelling or not arriving costs the full amount.';

/**
 * The cancellation policy in plain words, amounts in BDT and moments in the hotel's time, e.g. "Free cancellation
 * until 14 Dec 2026, 00:00 hotel time. From then, BDT 12,345.00 (1 night); from check-in, the full amount
 * (BDT 45,600.00)." The rate plan, when given and still matching the offer's tiers, names each tier's rule.
 */
function policyText(options: {
  freeUntil: string | null;
  tiers: { from: string; fromHotelTime: string; penalty: number }[];
  total: number;
  checkIn: string;
  timeZone: string;
  planTiers: PlanTiers | null;
  now: Date | undefined;
}): string {
  const { freeUntil, tiers, total, checkIn, timeZone, planTiers } = options;
  const now = options.now?.toISOString();
  const sentences: string[] = [];
  const freeEnded = freeUntil !== null && now !== undefined && freeUntil <= now;
  if (freeUntil && freeEnded)
    sentences.push(
      `The free cancellation period ended on ${hotelTimeInWords(freeUntil, timeZone)} hotel time.`,
    );
  else if (freeUntil)
    sentences.push(`Free cancellation until ${hotelTimeInWords(freeUntil, timeZone)} hotel time.`);
  const rules = planTiers && planTiers.length === tiers.length ? planTiers : null;
  // Tiers already begun collapse into what cancelling costs now; the rest keep their moment.
  const current = now === undefined ? -1 : tiers.findLastIndex((tier) => tier.from <= now);
  const clauses = tiers.flatMap((tier, index) => {
    if (index < current) return [];
    // A tier charging what the one before it already charges adds nothing to say.
    const before = tiers[index - 1];
    if (index > current && index > 0 && before && before.penalty === tier.penalty) return [];
    const when =
      index === current
        ? 'cancelling now costs'
        : index === 0 && freeUntil === tier.from
          ? 'from then'
          : tier.fromHotelTime === `${checkIn} 00:00`
            ? 'from check-in'
            : `from ${hotelTimeInWords(tier.from, timeZone)} hotel time`;
    const separator = index === current ? '' : ',';
    if (tier.penalty >= total) return [`${when}${separator} the full amount (${bdtText(total)})`];
    const rule = penaltyRuleWords(rules?.[index]?.penalty);
    return [`${when}${separator} ${bdtText(tier.penalty)}${rule ? ` (${rule})` : ''}`];
  });
  if (clauses.length > 0) {
    const sentence = clauses.join('; ');
    sentences.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
  }
  return sentences.join(' ') || 'Free cancellation until check-in.';
}

/** A rate's cancellation policy with its penalties in BDT and its moments in the hotel's time. */
export function toPolicyView(options: {
  offer: RateOffer;
  hotel: Pick<BedBankHotel, 'timeZone'>;
  rate: ConversionRate;
  plan?: Pick<BedBankRatePlan, 'cancellation'> | undefined;
  /** Said against this moment: a free period already over, tiers already begun. */
  now?: Date;
}): HotelCancellationPolicy {
  const { offer, hotel, rate } = options;
  const total = bdtMoney(offer.total, rate);
  const terms = offer.refundable ? offer.cancellation : null;
  if (!terms) {
    return {
      refundable: false,
      freeUntil: null,
      freeUntilHotelTime: null,
      tiers: [],
      text: nonRefundableText,
    };
  }
  const tiers = terms.tiers.map((tier) => ({
    from: tier.from,
    fromHotelTime: hotelTime(tier.from, hotel.timeZone),
    penalty: bdtMoney(tier.penalty, rate),
  }));
  return {
    refundable: true,
    freeUntil: terms.freeUntil,
    freeUntilHotelTime: terms.freeUntil ? hotelTime(terms.freeUntil, hotel.timeZone) : null,
    tiers,
    text: policyText({
      freeUntil: terms.freeUntil,
      tiers: tiers.map((tier) => ({ ...tier, penalty: tier.penalty.amount })),
      total: total.amount,
      checkIn: offer.nightly[0]?.date ?? '',
      timeZone: hotel.timeZone,
      planTiers: options.plan?.cancellation?.tiers ?? null,
      now: options.now,
    }),
  };
}

/**
 * A supplier's rate as the agency sees it (GetHotelDetails, CheckRate, GetBooking alike): the price in BDT beside the
 * supplier's total and the rate used, per night and per night of the stay, and the policy in plain words with its
 * deadlines in the hotel's local time. `rate` converts the hotel's currency to BDT; `plan` (the offer's rate plan)
 * lets the policy name each penalty's rule ("1 night").
 */
export function toRateView(options: {
  offer: RateOffer;
  hotel: Pick<BedBankHotel, 'timeZone'>;
  rate: ConversionRate;
  plan?: Pick<BedBankRatePlan, 'cancellation'> | undefined;
  now?: Date;
}): HotelRate {
  const { offer, rate } = options;
  const total = bdtMoney(offer.total, rate);
  return {
    roomRateGuid: offer.rateCode,
    board: offer.board,
    refundable: offer.refundable,
    onRequest: offer.onRequest,
    holdable: offer.holdable && offer.holdUntil !== null,
    holdUntil: offer.holdUntil,
    roomsLeft: offer.roomsLeft,
    price: {
      total,
      perNight: { amount: perNightAmount(total.amount, offer.nightly.length), currency: total.currency },
      taxes: bdtMoney(offer.taxes, rate),
      nightly: offer.nightly.map((night) => ({ date: night.date, amount: bdtMoney(night.amount, rate) })),
      supplierTotal: { amount: offer.total, currency: offer.currency },
      exchangeRate: exchangeRateText(rate),
      payAtHotel: offer.payAtHotel.map((fee) => ({
        name: fee.name,
        amount: { amount: fee.amount, currency: offer.currency },
      })),
    },
    policy: toPolicyView(options),
  };
}
