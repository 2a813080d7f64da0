import type { FlightLeg } from '@portal/contracts';
import type { SourceCode, SupplyBrand, SupplyJourney, SupplyOffer } from '@portal/sandbox-supply';

/** A leg departing at a local time on 2026-12-05 (Dhaka, +06:00), for hand-built offers. */
export function leg(
  flight: string,
  origin: string,
  destination: string,
  departs: string,
  arrives: string,
  durationMinutes = 120,
): FlightLeg {
  return {
    key: `${flight}-${origin}${destination}-${departs.replace(':', '')}`,
    marketingAirline: flight.slice(0, 2),
    operatingAirline: flight.slice(0, 2),
    flightNumber: flight.slice(2),
    origin,
    destination,
    departure: `2026-12-05T${departs}:00+06:00`,
    arrival: `2026-12-05T${arrives}:00+06:00`,
    durationMinutes,
    aircraft: '738',
    departureTerminal: null,
    arrivalTerminal: null,
  };
}

export function journey(legs: FlightLeg[], layoverMinutes: number[] = []): SupplyJourney {
  return {
    legs,
    bookingClasses: legs.map(() => 'Y'),
    fareBasis: legs.map(() => 'YOW'),
    stopKey: legs.length === 1 ? '0' : legs.length === 2 ? '1' : '2',
    layovers: layoverMinutes.map((minutes, index) => ({
      airportCode: legs[index]?.destination ?? 'XXX',
      minutes,
    })),
    durationMinutes:
      legs.reduce((total, each) => total + each.durationMinutes, 0) +
      layoverMinutes.reduce((total, minutes) => total + minutes, 0),
  };
}

export function brand(totalGross: number, overrides: Partial<SupplyBrand> = {}): SupplyBrand {
  const totalAgent = Math.round(totalGross * 0.93);
  return {
    brandCode: 'LITE',
    name: 'Economy Lite',
    cabin: 'Economy',
    bookingClasses: [['Y']],
    fareBasis: [['YOW']],
    prices: [
      {
        passengerType: 'ADT',
        count: 1,
        baseFare: totalGross - 500_00,
        taxLines: [{ code: 'BD', name: 'Embarkation fee', amount: 500_00 }],
        gross: totalGross,
        agent: totalAgent,
      },
    ],
    totalGross,
    totalAgent,
    refundable: false,
    changeable: true,
    baggage: { checked: '20 KG', cabin: '7 KG' },
    childBaggage: { checked: '20 KG', cabin: '7 KG' },
    infantBaggage: { checked: '10 KG', cabin: '0 KG' },
    meal: true,
    seatSelection: 'Paid',
    cancellation: [{ window: 'MoreThan72Hours', passengerType: 'ADT', amount: 3_000_00 }],
    dateChange: [{ window: 'MoreThan72Hours', passengerType: 'ADT', amount: 2_000_00 }],
    seatsRemaining: 9,
    ruleSections: [{ title: 'Penalties', text: 'Changes permitted for a fee.' }],
    ...overrides,
  };
}

export function offer(
  offerId: string,
  journeys: SupplyJourney[],
  brands: SupplyBrand[],
  overrides: Partial<SupplyOffer> = {},
): SupplyOffer {
  return {
    offerId,
    source: 'GDS' as SourceCode,
    validatingAirline: journeys[0]?.legs[0]?.marketingAirline ?? 'BG',
    fareKind: 'OnHold',
    specialReturn: false,
    journeys,
    brands,
    commissionBps: 700,
    holdMinutes: 60,
    ...overrides,
  };
}
