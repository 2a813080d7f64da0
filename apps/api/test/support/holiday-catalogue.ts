import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  HolidayImageField,
  HolidayOperatorPaths,
  type CreatePackageInput,
  type HolidaySearchRequestInput,
  type RequestStatus,
} from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { holidayDepartures, serviceRequests, users } from '../../src/db/schema';
import { tenantToday } from '../../src/lib/tenant-clock';
import { multipart, pngBytes, type MultipartFile } from './registration';
import { hosts } from './requests';

export const catalogueHosts = { ...hosts, tripzen: 'tripzen.localhost' } as const;

export interface CallOptions {
  token?: string;
  host?: string;
  query?: Record<string, string>;
  payload?: unknown;
}

export function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, options: CallOptions = {}) {
  return app.inject({
    method,
    url,
    query: options.query,
    headers: {
      host: options.host ?? hosts.main,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** A calendar day `days` after today in Dhaka. */
export function dayAhead(days: number, now = new Date()): string {
  return new Date(Date.parse(`${tenantToday(now)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The month `months` after this one, YYYY-MM (the seeded departures run a year ahead). */
export function monthAhead(months: number, now = new Date()): string {
  const [year, month] = tenantToday(now).split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

export function searchBody(overrides: Partial<HolidaySearchRequestInput> = {}): HolidaySearchRequestInput {
  return {
    cityCode: 'DXB',
    month: monthAhead(2),
    travellers: { adults: 2, children: 0, infants: 0 },
    ...overrides,
  };
}

/** A package as an operator would write it, with two departures a month and two months out. */
export function packageBody(overrides: Partial<CreatePackageInput> = {}): CreatePackageInput {
  return {
    code: `TST-${randomUUID().slice(0, 6).toUpperCase()}`,
    title: 'Test Escape to Phuket',
    summary: 'Three nights by the sea with an island day.',
    type: 'Beach',
    cityCodes: ['HKT'],
    nights: 3,
    rating: 4,
    hotelClass: 4,
    itinerary: [
      { day: 1, title: 'Arrive', description: 'Transfer to the hotel.' },
      { day: 2, title: 'Islands', description: 'Speedboat to Phi Phi.' },
      { day: 3, title: 'Leisure', description: 'A day on the beach.' },
      { day: 4, title: 'Depart', description: 'Transfer to the airport.' },
    ],
    inclusions: ['Return flights', '3 nights with breakfast'],
    exclusions: ['Travel insurance'],
    depositPercent: 30,
    balanceDaysBeforeDeparture: 14,
    departures: [
      {
        departsOn: dayAhead(30),
        seatsTotal: 10,
        adultPrice: 6_000_000,
        childPrice: 4_500_000,
        infantPrice: 900_000,
      },
      {
        departsOn: dayAhead(60),
        seatsTotal: 10,
        adultPrice: 5_500_000,
        childPrice: 4_000_000,
        infantPrice: 800_000,
      },
    ],
    ...overrides,
  };
}

export const imageFile = (content: Buffer = pngBytes(), filename = 'beach.png'): MultipartFile => ({
  name: HolidayImageField.file,
  filename,
  contentType: 'image/png',
  content,
});

/** Operator/UploadImage as the back office's form sends it. */
export function uploadImage(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  files: MultipartFile[],
  host: string = hosts.main,
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: HolidayOperatorPaths.uploadImage,
    headers: { host, authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export async function userOf(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user?.agencyId) throw new Error(`${email} is not an agency user`);
  return { userId: user.id, agencyId: user.agencyId, tenantId: user.tenantId };
}

let enquiryNumber = 0;

/**
 * A holiday request as an agency's enquiry leaves it (the enquiry flow is the requests' own): asking about a
 * package's departure, in the status given (Completed: a confirmed booking).
 */
export async function buildHolidayEnquiry(
  db: Db,
  input: {
    tenantId: string;
    agencyId: string;
    userId: string;
    packageId: string;
    departureId: string;
    cityCode: string;
    status?: RequestStatus;
  },
): Promise<void> {
  enquiryNumber += 1;
  const now = new Date();
  await db.insert(serviceRequests).values({
    tenantId: input.tenantId,
    agencyId: input.agencyId,
    kind: 'Holiday',
    reference: `HL-T${Date.now() % 1_000_000}${enquiryNumber}`,
    orderId: null,
    status: input.status ?? 'Requested',
    mode: 'Manual',
    details: {
      paxIds: [],
      journeyIndexes: [],
      reason: null,
      remark: null,
      holiday: {
        packageId: input.packageId,
        departureId: input.departureId,
        cityCode: input.cityCode,
        adults: 2,
        children: 0,
        childAges: [],
        infants: 0,
        rooms: 1,
        notes: null,
      },
    },
    requestedBy: input.userId,
    waitingSince: now,
    createdAt: now,
    updatedAt: now,
  });
}

/** What a confirmed booking does to a departure: its seats are taken. */
export async function takeSeats(db: Db, departureId: string, seats: number): Promise<void> {
  await db
    .update(holidayDepartures)
    .set({ seatsLeft: sql`${holidayDepartures.seatsLeft} - ${seats}::int` })
    .where(and(eq(holidayDepartures.id, departureId), sql`${holidayDepartures.seatsLeft} >= ${seats}::int`));
}
