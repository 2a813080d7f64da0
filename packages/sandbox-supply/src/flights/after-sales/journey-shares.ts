import { journeyTaxes } from '../fares/taxes';
import { network } from '../network/build-network';
import type { SupplyJourney, SupplyOffer, SupplyPaxPrice } from '../types';
import { splitAmount } from './split-amount';

/** One passenger's price split over the offer's journeys; every split sums exactly to the offer's figure. */
export interface PriceByJourney {
  baseFare: number[];
  taxLines: { code: string; name: string; amounts: number[] }[];
}

function airportIndex(code: string): number | undefined {
  return network().airportByCode.get(code);
}

function km(from: number, to: number): number {
  const net = network();
  return net.distance[from * net.airports.length + to]!;
}

/**
 * Weights of the journeys for the base fare: the great-circle kilometres flown on each journey's legs, rounded per
 * leg. When an airport is unknown to the network, the journeys weigh the same.
 */
export function journeyWeights(offer: SupplyOffer): number[] {
  const weights: number[] = [];
  for (const journey of offer.journeys) {
    let total = 0;
    for (const leg of journey.legs) {
      const from = airportIndex(leg.origin);
      const to = airportIndex(leg.destination);
      if (from === undefined || to === undefined) return offer.journeys.map(() => 1);
      total += Math.round(km(from, to));
    }
    weights.push(total);
  }
  return weights;
}

/** The taxes the sandbox levies on one journey for a passenger type, taka by code (see fares/taxes.ts). */
function journeyTaxTaka(
  journey: SupplyJourney,
  lowCost: boolean,
  price: SupplyPaxPrice,
): Map<string, number> | undefined {
  const net = network();
  const from = airportIndex(journey.legs[0]!.origin);
  const to = airportIndex(journey.legs[journey.legs.length - 1]!.destination);
  if (from === undefined || to === undefined) return undefined;
  const taxes = journeyTaxes(
    net.airports[from]!.countryCode,
    net.airports[to]!.countryCode,
    km(from, to),
    lowCost,
  );
  return new Map(taxes[price.passengerType].map((line) => [line.code, line.amount]));
}

/**
 * One passenger's base fare and tax lines split over the offer's journeys. The base fare goes by distance (see
 * journeyWeights). Each tax line goes to the journeys that raised it, in proportion to what each raised (the
 * Bangladesh embarkation fee to the journey leaving Bangladesh, the carrier surcharge by each journey's distance
 * band), as the sandbox priced them; a line no journey explains is split by distance.
 */
export function priceByJourney(offer: SupplyOffer, price: SupplyPaxPrice): PriceByJourney {
  const weights = journeyWeights(offer);
  const net = network();
  const airline = net.airlineByCode.get(offer.validatingAirline);
  const lowCost = airline === undefined ? offer.source === 'LCC' : net.airlines[airline]!.lowCost;
  const perJourney = offer.journeys.map((journey) => journeyTaxTaka(journey, lowCost, price));
  return {
    baseFare: splitAmount(price.baseFare, weights),
    taxLines: price.taxLines.map((line) => {
      const raised = perJourney.map((taxes) => taxes?.get(line.code) ?? 0);
      const known = perJourney.every((taxes) => taxes !== undefined) && raised.some((t) => t > 0);
      return {
        code: line.code,
        name: line.name,
        amounts: splitAmount(line.amount, known ? raised : weights),
      };
    }),
  };
}
