import type { FlightSupply, SupplyOffer } from '@portal/sandbox-supply';

/** Facts of an offer's trip the booking rules read: its days, its flights, whether it leaves the country. */
export function tripOf(offer: SupplyOffer, supply: Pick<FlightSupply, 'airport'>) {
  const legs = offer.journeys.flatMap((journey) => journey.legs);
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) throw new Error(`offer ${offer.offerId} has no flights`);
  const home = supply.airport(first.origin)?.countryCode;
  const international = legs.some(
    (leg) =>
      supply.airport(leg.origin)?.countryCode !== home ||
      supply.airport(leg.destination)?.countryCode !== home,
  );
  const stops = offer.journeys.map((journey) => journey.legs[0]?.origin ?? '');
  const lastJourney = offer.journeys[offer.journeys.length - 1];
  const end = lastJourney?.legs[lastJourney.legs.length - 1]?.destination ?? last.destination;
  return {
    legKeys: legs.map((leg) => leg.key),
    firstDepartureDay: first.departure.slice(0, 10),
    lastDepartureDay: last.departure.slice(0, 10),
    firstDepartureAt: new Date(first.departure),
    international,
    /** DAC-DXB for a one-way trip, DAC-DXB-DAC for a return, each journey's origin then the final destination. */
    route: [...stops, end].join('-'),
  };
}
