import { hashString } from '../../flights/util/hash';
import { ratePlansOf, showcaseRoom, type PlanSpec } from '../rate-plans';
import { roomsOf, type RoomSpec } from '../rooms';
import { buildHotels, type HotelSpec } from './build-hotels';
import { citySites, type CitySite } from './city-list';
import { parseHotelId } from './hotel-id';

/** A hotel with its rooms and rate plans, built when first asked for. */
export interface HotelStock {
  spec: HotelSpec;
  /** Seeds the hotel's allotments. */
  hash: number;
  rooms: RoomSpec[];
  plansByRoom: Map<string, PlanSpec[]>;
  plans: PlanSpec[];
  /** The room type whose allotment never runs dry (big cities' showcase hotels). */
  showcaseRoomCode: string | null;
}

interface CityHotels {
  specs: HotelSpec[];
  byId: Map<string, HotelSpec>;
  bySource: Map<string, HotelSpec[]>;
  stock: Map<string, HotelStock>;
}

/**
 * The bed bank's catalogue: every city up front (cheap), each city's hotels when the city is first asked for, each
 * hotel's rooms and plans when it is first priced. Everything is kept: a whole catalogue is a few megabytes.
 */
export class Catalogue {
  readonly sites: CitySite[];
  private readonly siteByCode = new Map<string, CitySite>();
  private readonly cities = new Map<string, CityHotels>();

  constructor(readonly seed: number) {
    this.sites = citySites(seed);
    for (const site of this.sites) {
      for (const alias of site.aliases) if (!this.siteByCode.has(alias)) this.siteByCode.set(alias, site);
    }
  }

  site(code: string): CitySite | undefined {
    return this.siteByCode.get(code.toUpperCase());
  }

  hotelsOf(code: string): CityHotels | undefined {
    const site = this.site(code);
    if (!site) return undefined;
    let entry = this.cities.get(site.city.code);
    if (!entry) {
      const specs = buildHotels(this.seed, site);
      const bySource = new Map<string, HotelSpec[]>();
      for (const spec of specs) {
        const list = bySource.get(spec.hotel.sourceCode);
        if (list) list.push(spec);
        else bySource.set(spec.hotel.sourceCode, [spec]);
      }
      entry = { specs, byId: new Map(specs.map((s) => [s.hotel.id, s])), bySource, stock: new Map() };
      this.cities.set(site.city.code, entry);
    }
    return entry;
  }

  spec(hotelId: string): HotelSpec | undefined {
    const parts = parseHotelId(hotelId);
    if (!parts) return undefined;
    return this.hotelsOf(parts.cityCode)?.byId.get(hotelId);
  }

  stock(spec: HotelSpec): HotelStock {
    const city = this.hotelsOf(spec.hotel.cityCode)!;
    let stock = city.stock.get(spec.hotel.id);
    if (!stock) {
      const rooms = roomsOf(spec.hotel.id);
      const plans = ratePlansOf(spec, rooms);
      const plansByRoom = new Map<string, PlanSpec[]>();
      for (const plan of plans) {
        const list = plansByRoom.get(plan.plan.roomCode);
        if (list) list.push(plan);
        else plansByRoom.set(plan.plan.roomCode, [plan]);
      }
      stock = {
        spec,
        hash: hashString(spec.hotel.id),
        rooms,
        plans,
        plansByRoom,
        showcaseRoomCode: spec.showcase === null ? null : (showcaseRoom(rooms)?.room.code ?? null),
      };
      city.stock.set(spec.hotel.id, stock);
    }
    return stock;
  }
}
