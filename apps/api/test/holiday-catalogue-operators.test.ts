import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  HolidayCatalogueErrorCode,
  HolidayCatalogueMessage,
  HolidayImageField,
  HolidayLimit,
  HolidayOperatorPaths,
  HolidayPaths,
  ZHolidaySearchResponse,
  ZOperatorPackageResponse,
  ZOperatorPackagesPage,
  type CreatePackageInput,
  type OperatorPackage,
} from '@portal/contracts';
import { holidayPackageImages } from '../src/db/schema';
import {
  buildHolidayEnquiry,
  call,
  catalogueHosts,
  dayAhead,
  imageFile,
  packageBody,
  searchBody,
  takeSeats,
  uploadImage,
  userOf,
} from './support/holiday-catalogue';
import { jpegBytes, pdfBytes, pngBytes } from './support/registration';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ops: string;
let agent: string;
let tripzenOps: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await login(t.app, 'ops@demo.test');
  agent = await login(t.app, 'agent@demo.test');
  tripzenOps = await login(t.app, 'ops@tripzen.test', { host: catalogueHosts.tripzen });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token = ops, host?: string) =>
  call(t.app, 'POST', url, { token, payload, host });
const error = (response: { json: () => { error: { code: string; message: string } } }) =>
  response.json().error;

async function created(overrides: Partial<CreatePackageInput> = {}): Promise<OperatorPackage> {
  const response = await post(HolidayOperatorPaths.createPackage, packageBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return ZOperatorPackageResponse.parse(response.json()).package;
}
async function ok(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return ZOperatorPackageResponse.parse(answer.json()).package;
}
/** The package as written back by the editor: every field, its departures with their ids. */
function written(pkg: OperatorPackage) {
  return {
    packageId: pkg.packageId,
    code: pkg.code,
    title: pkg.title,
    summary: pkg.summary,
    type: pkg.type,
    cityCodes: pkg.cityCodes,
    nights: pkg.nights,
    rating: pkg.rating,
    hotelClass: pkg.hotelClass,
    itinerary: pkg.itinerary,
    inclusions: pkg.inclusions,
    exclusions: pkg.exclusions,
    depositPercent: pkg.depositPercent,
    balanceDaysBeforeDeparture: pkg.balanceDaysBeforeDeparture,
    departures: pkg.departures.map((departure) => ({
      departureId: departure.departureId,
      departsOn: departure.departsOn,
      seatsTotal: departure.seatsTotal,
      adultPrice: departure.adultPrice,
      childPrice: departure.childPrice,
      infantPrice: departure.infantPrice,
    })),
  };
}
const agencySearch = async (cityCode: string) => {
  const response = await call(t.app, 'POST', HolidayPaths.searchPackages, {
    token: agent,
    payload: searchBody({ cityCode, month: undefined }),
  });
  return ZHolidaySearchResponse.parse(response.json()).results.map((card) => card.code);
};
const storedUploads = async () => {
  const folder = path.join(t.app.env.DATA_DIR, 'uploads');
  return (await readdir(folder).catch(() => [])).length;
};
const imageRows = async (packageId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(holidayPackageImages)
      .where(eq(holidayPackageImages.packageId, packageId))
  )[0]!.n;

describe('operators’ catalogue', () => {
  it('lists the tenant’s packages with counts per status, searchable by code, title or city', async () => {
    const response = await call(t.app, 'GET', HolidayOperatorPaths.packages, { token: ops });
    expect(response.statusCode).toBe(200);
    const page = ZOperatorPackagesPage.parse(response.json());
    expect(page.counts.Draft).toBeGreaterThanOrEqual(1);
    expect(page.counts.Unpublished).toBeGreaterThanOrEqual(1);
    expect(page.counts.all).toBe(page.counts.Draft + page.counts.Published + page.counts.Unpublished);
    expect(page.packages.length).toBe(25);
    const list = async (query: Record<string, string>) =>
      ZOperatorPackagesPage.parse(
        (await call(t.app, 'GET', HolidayOperatorPaths.packages, { token: ops, query })).json(),
      );
    expect((await list({ search: 'umr' })).packages.map((row) => row.code).sort()).toEqual([
      'UMR-ECO-14N',
      'UMR-FAM-21N',
      'UMR-PRM-10N',
    ]);
    expect((await list({ search: 'mle' })).total).toBe(3);
    expect((await list({ search: 'Maldives' })).total).toBe(3);
    expect((await list({ search: '%' })).total).toBe(0);
    const drafts = await list({ status: 'Draft' });
    expect(drafts.packages.every((row) => row.status === 'Draft')).toBe(true);
    expect(drafts.packages.map((row) => row.code)).toContain('DXB-LUX-4N');
    const umrah = (await list({ search: 'UMR-ECO' })).packages[0]!;
    expect(umrah.futureDepartures).toBeGreaterThan(10);
    expect(umrah.imageCount).toBe(3);
    expect(umrah.priceFrom?.currency).toBe('BDT');

    const badQueries: Record<string, string>[] = [
      { status: 'Live' },
      { page: '0' },
      { pageSize: '1000' },
      { search: 'x'.repeat(65) },
      { other: '1' },
    ];
    for (const query of badQueries) {
      const refused = await call(t.app, 'GET', HolidayOperatorPaths.packages, { token: ops, query });
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('creates a draft, refuses to publish it without an image, publishes it with one, and withdraws it', async () => {
    const draft = await created({ title: 'Phuket Test Escape' });
    expect(draft).toMatchObject({ status: 'Draft', countryCode: 'TH', publishedAt: null });
    expect(
      draft.departures.map((departure) => [
        departure.departsOn,
        departure.returnsOn,
        departure.seatsLeft,
        departure.seatsTaken,
      ]),
    ).toEqual([
      [dayAhead(30), dayAhead(33), 10, 0],
      [dayAhead(60), dayAhead(63), 10, 0],
    ]);
    expect(draft.publishProblems).toEqual([HolidayCatalogueMessage.publishNeedsImage]);
    expect(await agencySearch('HKT')).not.toContain(draft.code);

    const refused = await post(HolidayOperatorPaths.publishPackage, { packageId: draft.packageId });
    expect(refused.statusCode).toBe(422);
    expect(error(refused)).toEqual({
      code: HolidayCatalogueErrorCode.NotPublishable,
      message: HolidayCatalogueMessage.publishNeedsImage,
    });

    const withImage = await ok(
      uploadImage(t.app, ops, { packageId: draft.packageId, caption: 'Kata beach' }, [imageFile()]),
    );
    expect(withImage.gallery).toMatchObject([{ caption: 'Kata beach', source: 'Uploaded', position: 1 }]);
    expect(withImage.publishProblems).toEqual([]);
    const image = await t.app.inject({
      method: 'GET',
      url: withImage.gallery[0]!.url,
      headers: { host: 'localhost' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^attachment; filename="package-image-.*\.png"$/);
    expect(image.rawPayload.equals(pngBytes())).toBe(true);

    const published = await ok(post(HolidayOperatorPaths.publishPackage, { packageId: draft.packageId }));
    expect(published.status).toBe('Published');
    expect(published.publishedAt).not.toBeNull();
    expect(await agencySearch('HKT')).toContain(draft.code);
    const again = await post(HolidayOperatorPaths.publishPackage, { packageId: draft.packageId });
    expect([again.statusCode, error(again).code]).toEqual([409, HolidayCatalogueErrorCode.AlreadyPublished]);

    // A published package keeps its one image.
    const last = await post(HolidayOperatorPaths.removeImage, {
      packageId: draft.packageId,
      imageId: withImage.gallery[0]!.imageId,
    });
    expect([last.statusCode, error(last).code]).toEqual([409, HolidayCatalogueErrorCode.LastImage]);

    const withdrawn = await ok(post(HolidayOperatorPaths.unpublishPackage, { packageId: draft.packageId }));
    expect(withdrawn.status).toBe('Unpublished');
    expect(await agencySearch('HKT')).not.toContain(draft.code);
    const detail = await call(t.app, 'GET', HolidayPaths.packageDetail, {
      token: agent,
      query: { packageId: draft.packageId },
    });
    expect(detail.statusCode).toBe(404);
    const twice = await post(HolidayOperatorPaths.unpublishPackage, { packageId: draft.packageId });
    expect([twice.statusCode, error(twice).code]).toEqual([409, HolidayCatalogueErrorCode.NotPublished]);

    // Withdrawn, its last image can go (the file with it), and it cannot be published again without one.
    const before = await storedUploads();
    const emptied = await ok(
      post(HolidayOperatorPaths.removeImage, {
        packageId: draft.packageId,
        imageId: withImage.gallery[0]!.imageId,
      }),
    );
    expect(emptied.gallery).toEqual([]);
    expect(await storedUploads()).toBe(before - 1);
    const gone = await t.app.inject({
      method: 'GET',
      url: withImage.gallery[0]!.url,
      headers: { host: 'localhost' },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('needs a future departure with seats to publish', async () => {
    const noDepartures = await created({ departures: [] });
    await ok(
      uploadImage(t.app, ops, { packageId: noDepartures.packageId }, [imageFile(jpegBytes(), 'a.jpg')]),
    );
    const refused = await post(HolidayOperatorPaths.publishPackage, { packageId: noDepartures.packageId });
    expect([refused.statusCode, error(refused).message]).toEqual([
      422,
      HolidayCatalogueMessage.publishNeedsDeparture,
    ]);
    // A departure sold out is not one to sell either.
    const one = await ok(
      post(HolidayOperatorPaths.updatePackage, {
        ...written(noDepartures),
        departures: [
          { departsOn: dayAhead(20), seatsTotal: 2, adultPrice: 5_000_000, childPrice: 0, infantPrice: 0 },
        ],
      }),
    );
    await takeSeats(t.db, one.departures[0]!.departureId, 2);
    const soldOut = await post(HolidayOperatorPaths.publishPackage, { packageId: one.packageId });
    expect(soldOut.statusCode).toBe(422);
    const both = await created({ departures: [] });
    const refusedBoth = await post(HolidayOperatorPaths.publishPackage, { packageId: both.packageId });
    expect(error(refusedBoth).message).toBe(
      `${HolidayCatalogueMessage.publishNeedsImage} ${HolidayCatalogueMessage.publishNeedsDeparture}`,
    );
  });

  it('refuses a code already used in the tenant, but another tenant may use it', async () => {
    const first = await created();
    const clash = await post(
      HolidayOperatorPaths.createPackage,
      packageBody({ code: first.code.toLowerCase() }),
    );
    expect([clash.statusCode, error(clash).code]).toEqual([409, HolidayCatalogueErrorCode.CodeTaken]);
    const second = await created();
    const renamed = await post(HolidayOperatorPaths.updatePackage, { ...written(second), code: first.code });
    expect([renamed.statusCode, error(renamed).code]).toEqual([409, HolidayCatalogueErrorCode.CodeTaken]);
    const elsewhere = await post(
      HolidayOperatorPaths.createPackage,
      packageBody({ code: first.code }),
      tripzenOps,
      catalogueHosts.tripzen,
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('updates text and departures, keeping seats bookings took and departures enquiries name', async () => {
    const pkg = await created();
    const [first, second] = pkg.departures;
    await takeSeats(t.db, first!.departureId, 4);

    // Seats of a booked departure cannot drop below those taken; above, the seats left follow the total.
    const below = await post(HolidayOperatorPaths.updatePackage, {
      ...written(pkg),
      departures: written(pkg).departures.map((departure, index) =>
        index === 0 ? { ...departure, seatsTotal: 3 } : departure,
      ),
    });
    expect([below.statusCode, error(below).code]).toEqual([409, HolidayCatalogueErrorCode.SeatsTaken]);
    expect(error(below).message).toContain(HolidayCatalogueMessage.seatsBelowTaken);

    const resized = await ok(
      post(HolidayOperatorPaths.updatePackage, {
        ...written(pkg),
        title: 'Phuket Escape, revised',
        nights: 4,
        itinerary: [...pkg.itinerary, { day: 5, title: 'Extra day', description: 'Old Phuket Town.' }],
        departures: written(pkg).departures.map((departure, index) =>
          index === 0 ? { ...departure, seatsTotal: 6, adultPrice: 6_200_000 } : departure,
        ),
      }),
    );
    expect(resized.title).toBe('Phuket Escape, revised');
    expect(resized.departures[0]).toMatchObject({
      seatsTotal: 6,
      seatsLeft: 2,
      seatsTaken: 4,
      adultPrice: 6_200_000,
      returnsOn: dayAhead(34),
    });

    // A booked departure is neither removed nor moved.
    const removeBooked = await post(HolidayOperatorPaths.updatePackage, {
      ...written(resized),
      departures: written(resized).departures.slice(1),
    });
    expect([removeBooked.statusCode, error(removeBooked).message]).toEqual([
      409,
      `departures: ${HolidayCatalogueMessage.departureHasBookings}`,
    ]);
    const moveBooked = await post(HolidayOperatorPaths.updatePackage, {
      ...written(resized),
      departures: written(resized).departures.map((departure, index) =>
        index === 0 ? { ...departure, departsOn: dayAhead(31) } : departure,
      ),
    });
    expect(error(moveBooked).message).toBe(`departures: ${HolidayCatalogueMessage.departureDateLocked}`);

    // One an enquiry names stays too, though no seat of it is taken.
    const demo = await userOf(t.db, 'agent@demo.test');
    await buildHolidayEnquiry(t.db, {
      ...demo,
      packageId: pkg.packageId,
      departureId: second!.departureId,
      cityCode: 'HKT',
    });
    const removeNamed = await post(HolidayOperatorPaths.updatePackage, {
      ...written(resized),
      departures: written(resized).departures.slice(0, 1),
    });
    expect([removeNamed.statusCode, error(removeNamed).message]).toEqual([
      409,
      `departures: ${HolidayCatalogueMessage.departureNamed}`,
    ]);

    // Free departures move and go; two trading days meet no clash; new ones are added.
    const third = await ok(
      post(HolidayOperatorPaths.updatePackage, {
        ...written(resized),
        departures: [
          ...written(resized).departures,
          {
            departsOn: dayAhead(90),
            seatsTotal: 8,
            adultPrice: 5_000_000,
            childPrice: 3_000_000,
            infantPrice: 0,
          },
          {
            departsOn: dayAhead(97),
            seatsTotal: 8,
            adultPrice: 5_000_000,
            childPrice: 3_000_000,
            infantPrice: 0,
          },
        ],
      }),
    );
    const [, , a, b] = written(third).departures;
    const traded = await ok(
      post(HolidayOperatorPaths.updatePackage, {
        ...written(third),
        departures: [
          ...written(third).departures.slice(0, 2),
          { ...a!, departsOn: b!.departsOn },
          { ...b!, departsOn: a!.departsOn, seatsTotal: 12 },
        ],
      }),
    );
    // A moved departure is written again under a new id: an enquiry holding the old one cannot land on the new day.
    const tradedRows = traded.departures.slice(2);
    expect(tradedRows.map((departure) => [departure.departsOn, departure.seatsTotal])).toEqual([
      [dayAhead(90), 12],
      [dayAhead(97), 8],
    ]);
    for (const departure of tradedRows) {
      expect([a!.departureId, b!.departureId]).not.toContain(departure.departureId);
    }
    const trimmed = await ok(
      post(HolidayOperatorPaths.updatePackage, {
        ...written(traded),
        departures: written(traded).departures.slice(0, 2),
      }),
    );
    expect(trimmed.departures.length).toBe(2);

    const unknown = await post(HolidayOperatorPaths.updatePackage, {
      ...written(trimmed),
      departures: [
        { ...written(trimmed).departures[0]!, departureId: '00000000-0000-4000-8000-000000000000' },
      ],
    });
    expect([unknown.statusCode, error(unknown).message]).toEqual([
      400,
      `departures.0.departureId: ${HolidayCatalogueMessage.departureUnknown}`,
    ]);
  });

  it('refuses a package it cannot store, naming the field', async () => {
    const cases: [Partial<CreatePackageInput> | Record<string, unknown>, string][] = [
      [{ cityCodes: ['ZZZ'] }, `cityCodes.0: ${HolidayCatalogueMessage.unknownCity}`],
      [{ cityCodes: ['HKT', 'HKT'] }, 'A city is listed twice'],
      [{ cityCodes: [] }, 'cityCodes'],
      [{ nights: 2 }, HolidayCatalogueMessage.itineraryDays],
      [{ itinerary: [{ day: 2, title: 'Arrive', description: 'x' }] }, HolidayCatalogueMessage.itineraryDays],
      [{ nights: 46 }, 'nights'],
      [{ rating: 0 }, 'rating'],
      [{ depositPercent: 101 }, 'depositPercent'],
      [{ balanceDaysBeforeDeparture: 91 }, 'balanceDaysBeforeDeparture'],
      [{ code: 'bad code!' }, 'code'],
      [{ type: 'Cruise' as never }, 'type'],
      [{ inclusions: [] }, 'inclusions'],
      [{ inclusions: ['x'.repeat(201)] }, 'inclusions.0'],
      [{ title: '<' }, 'title'],
      [
        {
          departures: [
            { departsOn: dayAhead(0), seatsTotal: 5, adultPrice: 100, childPrice: 0, infantPrice: 0 },
          ],
        },
        HolidayCatalogueMessage.departureInPast,
      ],
      [
        {
          departures: [
            { departsOn: dayAhead(9), seatsTotal: 5, adultPrice: 100, childPrice: 200, infantPrice: 0 },
          ],
        },
        HolidayCatalogueMessage.childOverAdult,
      ],
      [
        {
          departures: [
            { departsOn: dayAhead(9), seatsTotal: 0, adultPrice: 100, childPrice: 0, infantPrice: 0 },
          ],
        },
        'seatsTotal',
      ],
      [
        {
          departures: [
            { departsOn: dayAhead(9), seatsTotal: 501, adultPrice: 100, childPrice: 0, infantPrice: 0 },
          ],
        },
        'seatsTotal',
      ],
      [
        {
          departures: [
            { departsOn: dayAhead(9), seatsTotal: 5, adultPrice: -1, childPrice: 0, infantPrice: 0 },
          ],
        },
        'adultPrice',
      ],
      [
        {
          departures: [
            { departsOn: dayAhead(9), seatsTotal: 5, adultPrice: 10.5, childPrice: 0, infantPrice: 0 },
          ],
        },
        'adultPrice',
      ],
      [
        {
          departures: [
            { departsOn: '2026-02-30', seatsTotal: 5, adultPrice: 100, childPrice: 0, infantPrice: 0 },
          ],
        },
        'departsOn',
      ],
      [
        {
          departures: [
            { departsOn: dayAhead(9), seatsTotal: 5, adultPrice: 100, childPrice: 0, infantPrice: 0 },
            { departsOn: dayAhead(9), seatsTotal: 5, adultPrice: 100, childPrice: 0, infantPrice: 0 },
          ],
        },
        HolidayCatalogueMessage.departureDuplicate,
      ],
      [
        {
          departures: [
            {
              departureId: '00000000-0000-4000-8000-000000000000',
              departsOn: dayAhead(9),
              seatsTotal: 5,
              adultPrice: 100,
              childPrice: 0,
              infantPrice: 0,
            },
          ],
        },
        HolidayCatalogueMessage.departureUnknown,
      ],
      [{ status: 'Published' }, 'Unrecognized key'],
      [{ summary: 'Nice\u0000place' }, ''],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(HolidayOperatorPaths.createPackage, { ...packageBody(), ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(error(response).message, JSON.stringify(overrides)).toContain(message);
    }
    const title = (await post(HolidayOperatorPaths.createPackage, packageBody({ title: '<' }))).statusCode;
    expect(title).toBe(400);
    // A title with markup is stored as text, never interpreted.
    const marked = await created({ title: '<script>alert(1)</script> Phuket' });
    expect(marked.title).toBe('<script>alert(1)</script> Phuket');
  });
});

describe('gallery uploads', () => {
  it('takes png and jpeg of at most 1 MB by their bytes, and stores nothing it refuses', async () => {
    const pkg = await created();
    const before = await storedUploads();
    const attempts: [Parameters<typeof uploadImage>[3], Record<string, string>, number, string][] = [
      [[imageFile(pngBytes(1024 * 1024 + 1))], {}, 413, ErrorCode.PayloadTooLarge],
      [[imageFile(pdfBytes(), 'a.png')], {}, 415, ErrorCode.UnsupportedMediaType],
      [
        [
          imageFile(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            'x.png',
          ),
        ],
        {},
        415,
        ErrorCode.UnsupportedMediaType,
      ],
      [[imageFile(Buffer.from('GIF89a........'), 'x.gif')], {}, 415, ErrorCode.UnsupportedMediaType],
      [[], {}, 400, ErrorCode.ValidationFailed],
      [[imageFile(), { ...imageFile(), name: 'other' }], {}, 400, ErrorCode.ValidationFailed],
      [[imageFile(), imageFile()], {}, 400, ErrorCode.ValidationFailed],
      [[imageFile()], { caption: 'x'.repeat(121) }, 400, ErrorCode.ValidationFailed],
      [[imageFile()], { note: 'hi' }, 400, ErrorCode.ValidationFailed],
      [[imageFile()], { packageId: 'not-a-uuid' }, 400, ErrorCode.ValidationFailed],
      [
        [imageFile()],
        { packageId: '00000000-0000-4000-8000-000000000000' },
        404,
        HolidayCatalogueErrorCode.PackageNotFound,
      ],
    ];
    for (const [files, fields, status, code] of attempts) {
      const response = await uploadImage(t.app, ops, { packageId: pkg.packageId, ...fields }, files);
      expect([response.statusCode, error(response).code], JSON.stringify(fields)).toEqual([status, code]);
    }
    expect(await storedUploads()).toBe(before);
    expect(await imageRows(pkg.packageId)).toBe(0);

    const json = await post(HolidayOperatorPaths.uploadImage, { packageId: pkg.packageId });
    expect(json.statusCode).toBe(415);

    // Exactly 1 MB is within the limit.
    const full = await ok(
      uploadImage(t.app, ops, { packageId: pkg.packageId }, [imageFile(pngBytes(1024 * 1024))]),
    );
    expect(full.gallery[0]!.caption).toBe(pkg.title);
  });

  it('holds at most twelve images a gallery', async () => {
    const pkg = await created();
    for (let index = 0; index < HolidayLimit.maxGalleryImages; index += 1) {
      await ok(
        uploadImage(
          t.app,
          ops,
          { packageId: pkg.packageId, [HolidayImageField.caption]: `Image ${index + 1}` },
          [imageFile()],
        ),
      );
    }
    const before = await storedUploads();
    const full = await uploadImage(t.app, ops, { packageId: pkg.packageId }, [imageFile()]);
    expect([full.statusCode, error(full).code]).toEqual([409, HolidayCatalogueErrorCode.GalleryFull]);
    expect(await storedUploads()).toBe(before);
    const view = await ok(
      call(t.app, 'GET', HolidayOperatorPaths.package, { token: ops, query: { packageId: pkg.packageId } }),
    );
    expect(view.gallery.map((image) => image.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('operators’ isolation and permissions', () => {
  it('answers 404 for another tenant’s package on every operator call', async () => {
    const pkg = await created();
    await ok(uploadImage(t.app, ops, { packageId: pkg.packageId }, [imageFile()]));
    const other = (body: unknown, url: string) => post(url, body, tripzenOps, catalogueHosts.tripzen);
    const { packageId } = pkg;
    const imageId = (
      await ok(call(t.app, 'GET', HolidayOperatorPaths.package, { token: ops, query: { packageId } }))
    ).gallery[0]!.imageId;
    const get = await call(t.app, 'GET', HolidayOperatorPaths.package, {
      token: tripzenOps,
      host: catalogueHosts.tripzen,
      query: { packageId },
    });
    expect(get.statusCode).toBe(404);
    for (const [url, body] of [
      [HolidayOperatorPaths.updatePackage, { ...written(pkg) }],
      [HolidayOperatorPaths.publishPackage, { packageId }],
      [HolidayOperatorPaths.unpublishPackage, { packageId }],
      [HolidayOperatorPaths.removeImage, { packageId, imageId }],
    ] as const) {
      const response = await other(body, url);
      expect([response.statusCode, error(response).code], url).toEqual([
        404,
        HolidayCatalogueErrorCode.PackageNotFound,
      ]);
    }
    const upload = await uploadImage(t.app, tripzenOps, { packageId }, [imageFile()], catalogueHosts.tripzen);
    expect(upload.statusCode).toBe(404);
    expect(await imageRows(packageId)).toBe(1);
    const list = ZOperatorPackagesPage.parse(
      (
        await call(t.app, 'GET', HolidayOperatorPaths.packages, {
          token: tripzenOps,
          host: catalogueHosts.tripzen,
          query: { pageSize: '100' },
        })
      ).json(),
    );
    expect(list.packages.every((row) => row.code.startsWith('TZ-') || row.code.startsWith('TST-'))).toBe(
      true,
    );
    expect(list.packages.map((row) => row.packageId)).not.toContain(packageId);
  });

  it('refuses agency users on operator calls and operators on agency calls', async () => {
    const pkg = await created();
    const asAgent = await post(HolidayOperatorPaths.publishPackage, { packageId: pkg.packageId }, agent);
    expect(asAgent.statusCode).toBe(403);
    const upload = await uploadImage(t.app, agent, { packageId: pkg.packageId }, [imageFile()]);
    expect(upload.statusCode).toBe(403);
    const list = await call(t.app, 'GET', HolidayOperatorPaths.packages, { token: agent });
    expect(list.statusCode).toBe(403);
    const unsigned = await call(t.app, 'GET', HolidayOperatorPaths.packages, {});
    expect(unsigned.statusCode).toBe(401);
  });
});
