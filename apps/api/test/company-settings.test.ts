import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyErrorCode,
  CompanySettingsPaths,
  CustomerPaths,
  ErrorCode,
  UserAccountPaths,
  ZCompanyBasicInfo,
  ZCompanyBasicInfoView,
  ZCompanyLogoResponse,
  ZCompanyProfile,
  ZCustomerCurrenciesResponse,
  ZTimeZonesResponse,
  ZUserContext,
  type ErrorBody,
  type UpdateCompanyBasicInfoInput,
} from '@portal/contracts';
import { agencies } from '../src/db/schema';
import {
  auditCount,
  caller,
  companyCast,
  fileOf,
  storedFileCount,
  type CompanyCast,
} from './support/company';
import { adjust } from './support/money';
import { jpegBytes, pdfBytes, pngBytes } from './support/registration';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let cast: CompanyCast;
let api: ReturnType<typeof caller>;
let skyway: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t.app);
  cast = await companyCast(t.app, t.db, 'Basic Info Travels');
  skyway = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
  operator = await login(t.app, 'ops@demo.test');
  // A wallet in BDT, so the agency's currencies are known.
  const credited = await adjust(t.app, operator, {
    agencyId: cast.agencyId,
    direction: 'credit',
    amount: 100_00,
    reason: 'Opening float',
  });
  expect(credited.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const basicInfo = (overrides: Partial<UpdateCompanyBasicInfoInput> = {}): UpdateCompanyBasicInfoInput => ({
  name: 'Basic Info Travels Ltd',
  email: 'hello@basicinfo.test',
  phone: '+880 1711-000000',
  address: 'House 1, Road 2, Gulshan',
  city: 'Dhaka',
  zipCode: '1212',
  website: 'https://basicinfo.test',
  timeZone: 'Asia/Dhaka',
  currency: 'BDT',
  ...overrides,
});

const codeOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error.code;

describe('company settings: basic information', () => {
  it('shows the owner the form, the card and the profile, editable', async () => {
    const form = ZCompanyBasicInfo.parse(
      (await api.get(CompanySettingsPaths.loadBasicInfo, cast.owner)).json(),
    );
    expect(form).toMatchObject({
      agencyId: cast.agencyId,
      name: 'Basic Info Travels',
      canEdit: true,
      logoUrl: null,
    });
    const card = await api.get(CompanySettingsPaths.viewBasicInfo, cast.owner);
    expect(ZCompanyBasicInfoView.parse(card.json()).owner?.email).toMatch(/@money\.test$/);
    const profile = ZCompanyProfile.parse(
      (await api.get(CompanySettingsPaths.loadProfile, cast.owner)).json(),
    );
    expect(profile.kycStatus).toBe('notSubmitted');
    expect(profile.counts).toMatchObject({ branches: 0, activeBranches: 0 });
    expect(profile.counts.activeStaff).toBe(3);
  });

  it('shows staff with CompanySettings the page read-only and refuses their changes', async () => {
    for (const url of [CompanySettingsPaths.loadBasicInfo, CompanySettingsPaths.viewBasicInfo]) {
      const response = await api.get(url, cast.viewer);
      expect(response.statusCode, url).toBe(200);
      expect(response.json<{ canEdit: boolean }>().canEdit).toBe(false);
    }
    expect((await api.get(CompanySettingsPaths.loadProfile, cast.viewer)).statusCode).toBe(200);
    const update = await api.post(CompanySettingsPaths.updateBasicInfo, cast.viewer, basicInfo());
    expect(update.statusCode).toBe(403);
    const upload = await api.upload(CompanySettingsPaths.uploadLogo, cast.viewer, {}, [fileOf(pngBytes())]);
    expect(upload.statusCode).toBe(403);
    expect((await api.post(CompanySettingsPaths.removeLogo, cast.viewer)).statusCode).toBe(403);
  });

  it('refuses staff without CompanySettings, and operators, every call of the page', async () => {
    for (const token of [cast.outsider, operator]) {
      for (const url of [
        CompanySettingsPaths.loadBasicInfo,
        CompanySettingsPaths.viewBasicInfo,
        CompanySettingsPaths.loadProfile,
        CompanySettingsPaths.getTimeZones,
      ]) {
        const response = await api.get(url, token);
        expect(response.statusCode, url).toBe(403);
        expect(codeOf(response)).toBe(ErrorCode.Forbidden);
      }
    }
  });

  it('gives each agency and tenant its own company only', async () => {
    const other = ZCompanyBasicInfo.parse(
      (await api.get(CompanySettingsPaths.loadBasicInfo, cast.otherAgency.token)).json(),
    );
    expect(other.agencyId).toBe(cast.otherAgency.agencyId);
    const white = ZCompanyBasicInfo.parse(
      (await api.get(CompanySettingsPaths.loadBasicInfo, skyway, hosts.skyway)).json(),
    );
    expect(white.name).toBe('Skyway Demo Agency');
    expect((await api.get(CompanySettingsPaths.loadBasicInfo, cast.owner, hosts.skyway)).statusCode).toBe(
      401,
    );
  });

  it('lists the time zones with their offsets and the agency’s wallet currencies', async () => {
    const zones = ZTimeZonesResponse.parse(
      (await api.get(CompanySettingsPaths.getTimeZones, cast.owner)).json(),
    );
    expect(zones.timeZones.find((zone) => zone.id === 'Asia/Dhaka')).toEqual({
      id: 'Asia/Dhaka',
      label: '(UTC+06:00) Asia/Dhaka',
      offsetMinutes: 360,
    });
    const currencies = await api.get(UserAccountPaths.getCustomerCurrencies, cast.outsider);
    expect(ZCustomerCurrenciesResponse.parse(currencies.json())).toEqual({
      currencies: [{ code: 'BDT', isDefault: true }],
    });
    expect((await api.get(UserAccountPaths.getCustomerCurrencies, operator)).statusCode).toBe(404);
  });

  it('saves the owner’s changes with an audit entry, and refuses an unknown zone or currency', async () => {
    const saved = await api.post(
      CompanySettingsPaths.updateBasicInfo,
      cast.owner,
      basicInfo({ timeZone: 'Asia/Dubai', website: '' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(ZCompanyBasicInfo.parse(saved.json())).toMatchObject({
      name: 'Basic Info Travels Ltd',
      timeZone: 'Asia/Dubai',
      website: null,
      zipCode: '1212',
    });
    expect(await auditCount(t.db, cast.agencyId, 'company.updated')).toBe(1);

    const zone = await api.post(
      CompanySettingsPaths.updateBasicInfo,
      cast.owner,
      basicInfo({ timeZone: 'Mars/Base' }),
    );
    expect(zone.statusCode).toBe(400);
    expect(codeOf(zone)).toBe(CompanyErrorCode.TimeZoneUnknown);
    const currency = await api.post(
      CompanySettingsPaths.updateBasicInfo,
      cast.owner,
      basicInfo({ currency: 'USD' }),
    );
    expect(currency.statusCode).toBe(400);
    expect(codeOf(currency)).toBe(CompanyErrorCode.CurrencyUnknown);
    for (const bad of [{ email: 'nope' }, { name: 'ab' }, { phone: 'call me' }, { website: 'ftp://x' }]) {
      expect(
        (await api.post(CompanySettingsPaths.updateBasicInfo, cast.owner, basicInfo(bad))).statusCode,
      ).toBe(400);
    }
    const unknownField = await api.post(CompanySettingsPaths.updateBasicInfo, cast.owner, {
      ...basicInfo(),
      logo: 'x',
    });
    expect(unknownField.statusCode).toBe(400);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, cast.agencyId));
    expect(row?.timeZone).toBe('Asia/Dubai');
    expect(await auditCount(t.db, cast.agencyId, 'company.updated')).toBe(1);
  });

  it('takes a zone by its current name where the runtime lists an older one', async () => {
    const saved = await api.post(
      CompanySettingsPaths.updateBasicInfo,
      cast.owner,
      basicInfo({ timeZone: 'Asia/Kolkata' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(ZCompanyBasicInfo.parse(saved.json()).timeZone).toBe('Asia/Kolkata');
  });
});

describe('company settings: logo', () => {
  it('refuses an image over 1 MB (413) and anything not png or jpeg (415), storing nothing', async () => {
    const before = await storedFileCount(t.app);
    const tooLarge = await api.upload(CompanySettingsPaths.uploadLogo, cast.owner, {}, [
      fileOf(pngBytes(1024 * 1024 + 1)),
    ]);
    expect(tooLarge.statusCode).toBe(413);
    for (const content of [pdfBytes(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const wrong = await api.upload(CompanySettingsPaths.uploadLogo, cast.owner, {}, [
        fileOf(content, 'logo.png'),
      ]);
      expect(wrong.statusCode).toBe(415);
    }
    expect(await storedFileCount(t.app)).toBe(before);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, cast.agencyId));
    expect(row?.logoPath).toBeNull();
  });

  it('stores the owner’s logo, serves it cached by version, and replaces the old file', async () => {
    const before = await storedFileCount(t.app);
    const first = ZCompanyLogoResponse.parse(
      (await api.upload(CompanySettingsPaths.uploadLogo, cast.owner, {}, [fileOf(pngBytes(300))])).json(),
    );
    expect(first.logoUrl).toMatch(/^\/customer\/api\/v1\/User\/GetLogo\?kind=company&v=[0-9a-f]{12}$/);
    const image = await api.get(first.logoUrl ?? '', cast.outsider);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(pngBytes(300))).toBe(true);
    const unversioned = await api.get(`${UserAccountPaths.getLogo}?kind=company`, cast.owner);
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
    const again = await api.get(first.logoUrl ?? '', cast.owner, hosts.main, {
      'if-none-match': String(image.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    const context = ZUserContext.parse((await api.get(CustomerPaths.getUserContext, cast.viewer)).json());
    expect(context.companyLogo).toBe(first.logoUrl);

    const second = ZCompanyLogoResponse.parse(
      (
        await api.upload(CompanySettingsPaths.uploadLogo, cast.owner, {}, [
          fileOf(jpegBytes(), 'logo.jpg', 'image/jpeg'),
        ])
      ).json(),
    );
    expect(second.logoUrl).not.toBe(first.logoUrl);
    expect((await api.get(second.logoUrl ?? '', cast.owner)).headers['content-type']).toBe('image/jpeg');
    expect(await storedFileCount(t.app)).toBe(before + 1);
    expect(await auditCount(t.db, cast.agencyId, 'company.logoUploaded')).toBe(2);
    // Another agency sees its own logo, which it has not uploaded.
    expect(
      (await api.get(`${UserAccountPaths.getLogo}?kind=company`, cast.otherAgency.token)).statusCode,
    ).toBe(404);
  });

  it('removes the logo: GetLogo answers 404 and the user context says null', async () => {
    const before = await storedFileCount(t.app);
    const removed = await api.post(CompanySettingsPaths.removeLogo, cast.owner);
    expect(removed.json()).toEqual({ logoUrl: null });
    expect((await api.get(`${UserAccountPaths.getLogo}?kind=company`, cast.owner)).statusCode).toBe(404);
    expect((await api.get(`${UserAccountPaths.getLogo}?kind=profile`, cast.owner)).statusCode).toBe(404);
    const context = ZUserContext.parse((await api.get(CustomerPaths.getUserContext, cast.owner)).json());
    expect(context.companyLogo).toBeNull();
    expect(await storedFileCount(t.app)).toBe(before - 1);
    expect(await auditCount(t.db, cast.agencyId, 'company.logoRemoved')).toBe(1);
  });
});
