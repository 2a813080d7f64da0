import type { Airline } from '@portal/contracts';
import { AirportSearch, toAirport } from './airport-search';
import { countryRecords } from './data/countries';
import { takaPerUnit } from './data/currency-rates';
import { legSeatMap, legServices, type LegExtrasContext } from './booking/leg-extras';
import { classOf, findDatedFlight } from './booking/leg-lookup';
import { repriceChanges, scenariosOf, withNextClass, withRaisedPrice } from './booking/scenarios';
import { cabinIndex } from './fares/buckets';
import { LegLoads } from './fares/leg-load';
import { classAllocation, loadSold, releasesOn } from './fares/price-journey';
import { AIT_BPS } from './fares/reference-fare';
import { network } from './network/build-network';
import { Schedule } from './schedule/day-schedule';
import type { OfferContext } from './search/build-offer';
import { createOfferCaches } from './search/offer-caches';
import { JourneyFinder } from './search/find-journeys';
import { findOffer } from './search/find-offer';
import { RoutePaths } from './search/route-paths';
import { passengerMix, searchSource } from './search/search-source';
import type {
  FlightSupply,
  FlightSupplyOptions,
  SeatInventory,
  SourceCode,
  SupplyQuery,
  SupplySource,
} from './types';
import { dayNumber, isoDate, MINUTES_PER_DAY } from './util/dates';
import { hashString, mix } from './util/hash';

export const DEFAULT_SEED = 20_260_101;

/** How long each source takes to answer when latency is realistic: the GDS slowest, low-cost carriers quickest. */
const realisticLatency: Record<SourceCode, number> = { GDS: 2400, NDC: 1200, LCC: 350 };
const sourceNames: Record<SourceCode, string> = {
  GDS: 'Sandbox GDS',
  NDC: 'Sandbox NDC',
  LCC: 'Sandbox Low-Cost',
};
const holdChoices = [60, 120, 240, 720, 1440];

/** Today's date in Dhaka, where the agencies sell. */
function pointOfSaleToday(net: ReturnType<typeof network>): () => string {
  const clock = net.airports[net.airportByCode.get('DAC')!]!.clock;
  return () => {
    const now = Math.floor(Date.now() / 60_000);
    return isoDate(Math.floor((now + clock.offsetAt(now)) / MINUTES_PER_DAY));
  };
}

/**
 * A deterministic simulated GDS over the whole network: same seed, query, inventory and date of sale give the same
 * offers.
 * Three sources share one inventory: 'GDS' sells full-service airlines and their alliance or partner connections,
 * 'NDC' a few airlines directly (a little cheaper, one extra brand), 'LCC' low-cost carriers' own flights.
 * Journeys are found once per origin, destination and date and shared by the sources; each source caps its
 * answer at MAX_OFFERS_PER_SOURCE, and round and multi-city trips combine the cheapest fares per airline.
 */
export function createFlightSupply(options: FlightSupplyOptions = {}): FlightSupply {
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const currency = options.currency ?? 'BDT';
  const rate = takaPerUnit[currency];
  if (rate === undefined) throw new Error(`unsupported point-of-sale currency ${currency}`);
  const toMinor =
    rate === 1 ? (taka: number) => taka * 100 : (taka: number) => Math.round((taka * 100) / rate);
  const net = network();
  const schedule = new Schedule(net, seed);
  const loads = new LegLoads(net, schedule, seed);
  const today = options.today ?? pointOfSaleToday(net);
  const finder = new JourneyFinder(net, schedule, new RoutePaths(net));
  const airportSearch = new AirportSearch(net.servedAirports);
  const caches = createOfferCaches();
  const airlines: readonly Airline[] = net.airlines.map((a) => ({
    code: a.code,
    name: a.name,
    alliance: a.alliance,
  }));
  const sources: readonly SupplySource[] = (['GDS', 'NDC', 'LCC'] as const).map((code) => ({
    code,
    name: sourceNames[code],
    latencyMs: options.latency === 'zero' ? 0 : realisticLatency[code],
  }));
  const aitBps = currency === 'BDT' ? AIT_BPS : 0;
  const holdMinutes = (airline: number): number =>
    holdChoices[mix(seed, hashString(net.airlines[airline]!.code)) % holdChoices.length]!;

  /** What pricing one query of one source needs; `inventory` is whose sold seats come off. */
  const contextFor = (
    query: SupplyQuery,
    source: SourceCode,
    inventory: SeatInventory | undefined,
  ): OfferContext => {
    const todayNum = dayNumber(today());
    if (!Number.isFinite(todayNum)) throw new Error('today must be a YYYY-MM-DD date');
    return {
      net,
      schedule,
      seed,
      inventory,
      source,
      cabin: query.cabin,
      fareType: query.fareType,
      seated: query.adults + query.childAges.length,
      dayNum: query.journeys[0] ? dayNumber(query.journeys[0].date) : 0,
      loads,
      todayNum,
      query,
      passengerTypes: passengerMix(query.adults, query.childAges.length, query.infants),
      toMinor,
      aitBps,
      caches,
      holdMinutes,
      offerIdPrefix: [
        seed,
        ['GDS', 'NDC', 'LCC'].indexOf(source),
        ['Economy', 'PremiumEconomy', 'Business', 'First'].indexOf(query.cabin),
        query.adults,
        query.childAges.length,
        query.infants,
        ['Regular', 'Student', 'Seaman', 'Labour'].indexOf(query.fareType),
      ],
      conditionsByKey: new Map(),
    };
  };
  const todayNumber = () => dayNumber(today());
  const dated = (legKey: string) => findDatedFlight(net, schedule, legKey);
  const extrasContext = (): LegExtrasContext => ({ net, loads, todayNum: todayNumber(), toMinor });
  const classSeats = (legKey: string, bookingClass: string): number => {
    const flight = dated(legKey);
    const place = classOf(bookingClass);
    if (!flight || !place) return 0;
    const ctx = { net, seed, loads, todayNum: todayNumber() };
    const cabin = cabinIndex[place.cabin];
    if (net.routes[flight.route]!.seats[cabin] === 0) return 0;
    const sold = loadSold(ctx, cabin, flight.flight, flight.route);
    return classAllocation(
      ctx,
      place.cabin,
      flight.flight,
      flight.route,
      place.bucket,
      sold,
      releasesOn(ctx, flight.flight),
    );
  };

  return {
    currency,
    sources,
    airport(code) {
      const index = net.airportByCode.get(code.toUpperCase());
      if (index === undefined) return undefined;
      const record = net.airports[index]!;
      return {
        ...toAirport(record),
        timeZone: record.timeZone,
        latitude: record.latitude,
        longitude: record.longitude,
      };
    },
    findAirports: (term, limit) => airportSearch.find(term, limit),
    airline(code) {
      const index = net.airlineByCode.get(code.toUpperCase());
      return index === undefined ? undefined : airlines[index];
    },
    airlines: () => airlines,
    countries: () => countryRecords(),
    search: (query, source) => searchSource(contextFor(query, source, options.inventory), finder),
    flightsOn(date) {
      const dayNum = dayNumber(date);
      return Number.isFinite(dayNum) ? schedule.flightsOn(dayNum) : 0;
    },
    findOffer: (query, source, offerId, findOptions) =>
      findOffer(contextFor(query, source, findOptions?.inventory ?? options.inventory), finder, offerId),
    classSeats,
    classSeatsLeft: (legKey, bookingClass) =>
      Math.max(0, classSeats(legKey, bookingClass) - (options.inventory?.sold(legKey, bookingClass) ?? 0)),
    leg: (legKey) => dated(legKey)?.leg,
    seatMap(legKey, cabin) {
      const flight = dated(legKey);
      return flight ? legSeatMap(extrasContext(), flight, cabin) : undefined;
    },
    legServices(legKey) {
      const flight = dated(legKey);
      return flight ? legServices(extrasContext(), flight) : undefined;
    },
    applyScenarios(offer, brandIndex, request) {
      const changes = repriceChanges(scenariosOf(request.surnames), request.point);
      const inventory = request.inventory ?? options.inventory;
      const isOpen = (legKey: string, bookingClass: string) =>
        classSeats(legKey, bookingClass) - (inventory?.sold(legKey, bookingClass) ?? 0) >= request.seated;
      const moved = changes.classUp ? withNextClass(offer, brandIndex, isOpen) : offer;
      return withRaisedPrice(moved, brandIndex, changes.priceSteps, aitBps);
    },
    refreshInventory: async () => {
      await options.inventory?.refresh?.();
    },
  };
}
