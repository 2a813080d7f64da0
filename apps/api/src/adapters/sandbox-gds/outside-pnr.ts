import type { PassengerType } from '@portal/contracts';
import type { FlightSupply, SupplyOffer, SupplyQuery } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { SupplierError, type SupplierPassenger } from '../flight-booking';
import { makePnr } from './make-pnr';
import type { PnrRow } from './sandbox-gds.repository';

export interface OutsidePassenger {
  type: PassengerType;
  firstName: string;
  lastName: string;
  gender?: 'Male' | 'Female';
  /** YYYY-MM-DD; a plausible one for the type when left out. */
  dateOfBirth?: string;
}

/** A booking an agency's staff made at the airline (outside the portal): a route, a date and the travellers. */
export interface OutsidePnrRequest {
  tenantId: string;
  agencyId: string;
  origin: string;
  destination: string;
  /** YYYY-MM-DD, local date of departure. */
  date: string;
  passengers: OutsidePassenger[];
  now: Date;
  /** Instead of the fare's hold time. */
  timeLimit?: Date;
}

const typeOrder: Record<PassengerType, number> = { ADT: 0, CHD: 1, INF: 2 };
const yearMs = 365.25 * 86_400_000;

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const defaultBirth: Record<PassengerType, (travel: string) => string> = {
  ADT: (travel) => shiftDate(travel, -Math.round(34 * 365.25)),
  CHD: (travel) => shiftDate(travel, -Math.round(8 * 365.25)),
  INF: (travel) => shiftDate(travel, -300),
};

const ageOn = (birth: string, travel: string) =>
  Math.floor((Date.parse(`${travel}T00:00:00Z`) - Date.parse(`${birth}T00:00:00Z`)) / yearMs);

function titleOf(type: PassengerType, gender: 'Male' | 'Female'): string {
  if (type === 'ADT') return gender === 'Male' ? 'Mr' : 'Ms';
  return gender === 'Male' ? 'Mstr' : 'Miss';
}

/** The travellers in booking order (adults, children, infants), infant n on adult n's lap. */
export function outsidePassengers(passengers: OutsidePassenger[], travelDate: string): SupplierPassenger[] {
  const ordered = [...passengers].sort((a, b) => typeOrder[a.type] - typeOrder[b.type]);
  const adults = ordered.filter((passenger) => passenger.type === 'ADT').length;
  let infants = 0;
  return ordered.map((passenger, position) => {
    const gender = passenger.gender ?? 'Male';
    const travellingWith = passenger.type === 'INF' ? ++infants : null;
    if (travellingWith !== null && travellingWith > adults) {
      throw new Error('every infant travels on an adult’s lap');
    }
    return {
      index: position + 1,
      type: passenger.type,
      title: titleOf(passenger.type, gender),
      firstName: passenger.firstName.trim(),
      lastName: passenger.lastName.trim(),
      dateOfBirth: passenger.dateOfBirth ?? defaultBirth[passenger.type](travelDate),
      gender,
      nationality: 'BD',
      passportNumber: null,
      passportExpiry: null,
      travellingWith,
    };
  });
}

/** The fare an airline office would sell for a hold: the cheapest held fare, direct flights first. */
function pickOffer(offers: SupplyOffer[]): SupplyOffer | undefined {
  const held = offers.filter((offer) => offer.fareKind === 'OnHold');
  return held.find((offer) => offer.journeys[0]!.legs.length === 1) ?? held[0];
}

/** Makes a PNR at the airline, held in the GDS like any other: it holds seats and can be imported by the agency. */
export async function createOutsidePnr(
  db: Db,
  deps: { supply: FlightSupply; seed: number; refresh?: (db: Db) => Promise<void> },
  request: OutsidePnrRequest,
): Promise<PnrRow> {
  const passengers = outsidePassengers(request.passengers, request.date);
  const query: SupplyQuery = {
    journeys: [{ origin: request.origin, destination: request.destination, date: request.date }],
    tripKind: 'OneWay',
    adults: passengers.filter((passenger) => passenger.type === 'ADT').length,
    childAges: passengers
      .filter((passenger) => passenger.type === 'CHD')
      .map((passenger) => Math.min(11, Math.max(2, ageOn(passenger.dateOfBirth, request.date)))),
    infants: passengers.filter((passenger) => passenger.type === 'INF').length,
    cabin: 'Economy',
    fareType: 'Regular',
    preferredAirlines: [],
  };
  // Priced as a search would price it now; the seats themselves are then taken under the database's locks.
  await deps.refresh?.(db);
  const offer = pickOffer(deps.supply.search(query, 'GDS'));
  if (!offer) {
    throw new SupplierError(
      'NotFound',
      `No held fare from ${request.origin} to ${request.destination} on ${request.date} has seats for these travellers.`,
    );
  }
  return db.transaction((tx) =>
    makePnr(tx, deps, {
      reference: { query, source: 'GDS', offerId: offer.offerId, brandCode: offer.brands[0]!.brandCode },
      offer,
      brandIndex: 0,
      passengers,
      extras: [],
      contact: null,
      clientReference: null,
      channel: 'Airline',
      tenantId: request.tenantId,
      agencyId: request.agencyId,
      now: request.now,
      timeLimit: request.timeLimit,
    }),
  );
}
