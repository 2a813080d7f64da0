import { cabinBuckets } from '../fares/buckets';
import type { SupplyBrand, SupplyOffer } from '../types';

/**
 * Passenger surnames that make the sandbox GDS take a branch of the booking flow, so every branch can be tried on
 * purpose and a test always gets the same answer. A scenario applies when any passenger's last name is the word,
 * in any letter case. Nothing else changes an offer at random: besides these, prices and classes move only as real
 * seats sell.
 *
 * - PRICECHANGE: the price goes up a few percent from AirSell on (so issuing sees the price accepted at AirSell).
 * - CLASSCHANGE: from AirSell on each leg sells the next class up that has the seats, at the same price.
 * - BOTHCHANGE: both of the above.
 * - ISSUECHANGE: the price goes up a few percent at issue.
 * - BOOKDOUBT: the PNR is made, but the answer is lost (InDoubt); it is found by the client reference.
 * - TICKETDOUBT: the tickets are issued, but the answer is lost (InDoubt); retrieving the PNR shows them.
 * - TICKETREFUSED: the airline refuses to issue, with a reason; the PNR stays held.
 * - SHORTHOLD: the PNR is held for SHORT_HOLD_SECONDS only, so a hold can be watched lapsing.
 */
export const ScenarioSurnames = {
  priceChange: 'PRICECHANGE',
  classChange: 'CLASSCHANGE',
  bothChange: 'BOTHCHANGE',
  issueChange: 'ISSUECHANGE',
  bookDoubt: 'BOOKDOUBT',
  ticketDoubt: 'TICKETDOUBT',
  ticketRefused: 'TICKETREFUSED',
  shortHold: 'SHORTHOLD',
} as const;

/** How long a SHORTHOLD booking is held: the order expires a minute before, so within about half a minute. */
export const SHORT_HOLD_SECONDS = 90;

export type Scenario = keyof typeof ScenarioSurnames;
export type ScenarioPoint = 'price' | 'sell' | 'issue';

/** One price step of a scenario, basis points of the base fare. */
export const SCENARIO_PRICE_STEP_BPS = 400;

export const TicketRefusedReason =
  'The airline refused to issue the tickets: the fare’s ticketing conditions are not met.';

const byWord = new Map(
  (Object.entries(ScenarioSurnames) as [Scenario, string][]).map(([scenario, word]) => [word, scenario]),
);

/** The scenarios the passengers' surnames ask for. */
export function scenariosOf(surnames: readonly string[]): Set<Scenario> {
  const found = new Set<Scenario>();
  for (const surname of surnames) {
    const scenario = byWord.get(surname.trim().toUpperCase());
    if (scenario) found.add(scenario);
  }
  return found;
}

/** What a reprice at `point` changes: how many price steps up, and whether classes move up. */
export function repriceChanges(
  scenarios: ReadonlySet<Scenario>,
  point: ScenarioPoint,
): { priceSteps: number; classUp: boolean } {
  if (point === 'price') return { priceSteps: 0, classUp: false };
  const both = scenarios.has('bothChange');
  const sellSteps = scenarios.has('priceChange') || both ? 1 : 0;
  const issueSteps = point === 'issue' && scenarios.has('issueChange') ? 1 : 0;
  return { priceSteps: sellSteps + issueSteps, classUp: scenarios.has('classChange') || both };
}

/**
 * The offer with one brand's price raised `steps` times by SCENARIO_PRICE_STEP_BPS of each base fare (rounded up to
 * a whole 100 minor units), gross, agent amount and totals worked out again as the fares are. Other brands and the
 * shared objects of the offer are left as they were.
 */
export function withRaisedPrice(
  offer: SupplyOffer,
  brandIndex: number,
  steps: number,
  aitBps: number,
): SupplyOffer {
  const brand = offer.brands[brandIndex];
  if (!brand || steps <= 0) return offer;
  let totalGross = 0;
  let totalAgent = 0;
  const prices = brand.prices.map((price) => {
    let baseFare = price.baseFare;
    for (let step = 0; step < steps; step++) {
      baseFare += Math.ceil((baseFare * SCENARIO_PRICE_STEP_BPS) / 10_000 / 100) * 100;
    }
    const gross = price.gross + (baseFare - price.baseFare);
    const commission = Math.round((baseFare * offer.commissionBps) / 10_000);
    const ait = Math.round((gross * aitBps) / 10_000 / 100) * 100;
    const agent = gross - commission + ait;
    totalGross += gross * price.count;
    totalAgent += agent * price.count;
    return { ...price, baseFare, gross, agent };
  });
  return replaceBrand(offer, brandIndex, { ...brand, prices, totalGross, totalAgent });
}

/**
 * The offer with each leg of one brand booked one class or more up the cabin's ladder, at the same price: the next
 * class that `isOpen` says has the seats. A leg with no open class above keeps its class.
 */
export function withNextClass(
  offer: SupplyOffer,
  brandIndex: number,
  isOpen: (legKey: string, bookingClass: string) => boolean,
): SupplyOffer {
  const brand = offer.brands[brandIndex];
  if (!brand) return offer;
  const ladder = cabinBuckets[brand.cabin].map((bucket) => bucket.rbd);
  const bookingClasses = brand.bookingClasses.map((classes, journey) =>
    classes.map((current, leg) => {
      const legKey = offer.journeys[journey]?.legs[leg]?.key;
      if (!legKey) return current;
      const higher = ladder.slice(ladder.indexOf(current) + 1);
      return higher.find((candidate) => isOpen(legKey, candidate)) ?? current;
    }),
  );
  // A fare basis starts with its booking class.
  const fareBasis = brand.fareBasis.map((bases, journey) =>
    bases.map((basis, leg) => bookingClasses[journey]![leg]! + basis.slice(1)),
  );
  return replaceBrand(offer, brandIndex, { ...brand, bookingClasses, fareBasis });
}

function replaceBrand(offer: SupplyOffer, brandIndex: number, brand: SupplyBrand): SupplyOffer {
  return {
    ...offer,
    brands: offer.brands.map((existing, index) => (index === brandIndex ? brand : existing)),
  };
}
