import type { ItinerarySummary, Journey } from '@portal/contracts';

const bdt = (amount: number) => ({ amount, currency: 'BDT' });

export function journey(patch: Partial<Journey> = {}): Journey {
  return {
    legKeys: ['L1'],
    bookingClasses: ['Y'],
    origin: 'DAC',
    destination: 'DXB',
    departure: '2026-08-01T10:00:00+06:00',
    arrival: '2026-08-01T13:00:00+04:00',
    durationMinutes: 300,
    stopKey: '0',
    layovers: [],
    departureTiming: 'Morning',
    arrivalTiming: 'Afternoon',
    baggage: { checked: '30 KG', cabin: '7 KG' },
    ...patch,
  };
}

/** A result row for tests: direct DAC→DXB unless patched. */
export function itinerary(id: string, patch: Partial<ItinerarySummary> = {}): ItinerarySummary {
  return {
    itineraryId: id,
    kind: 'Standard',
    airlineCode: 'EK',
    alliance: null,
    fareType: 'OnHold',
    cabin: 'Economy',
    productClass: 'Y',
    refundable: false,
    seatsRemaining: 9,
    grossAmount: bdt(5_000_000),
    agentAmount: bdt(4_800_000),
    commission: bdt(200_000),
    ait: bdt(0),
    markup: null,
    source: null,
    duration: 300,
    stopKey: '0',
    layoverAirports: [],
    layoverDuration: 0,
    journeys: [journey()],
    brandCount: 1,
    moreCombinationCount: 0,
    ...patch,
  };
}

export { bdt };
