import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanySettingsPaths,
  CustomerPaths,
  HotelPaths,
  ZCompanyBasicInfo,
  ZSearchBarResult,
  type ErrorBody,
} from '@portal/contracts';
import { users } from '../src/db/schema';
import { hotelSearchBody } from './support/hotel';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let tokens: { owner: string; staff: string; operator: string; skyway: string };
beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    owner: await login(t.app, 'agent@demo.test'),
    staff: await login(t.app, 'staff@demo.test'),
    operator: await login(t.app, 'ops@demo.test'),
    skyway: await login(t.app, 'agent@skyway.test', { host: hosts.skyway }),
  };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string, host: string = hosts.main) =>
  t.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${token}` } });

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

describe('permissions (spec §6 rule on every route)', () => {
  it('gives the owner (empty list = everything) the company settings', async () => {
    const response = await get(CompanySettingsPaths.loadBasicInfo, tokens.owner);
    expect(response.statusCode).toBe(200);
    expect(ZCompanyBasicInfo.parse(response.json())).toMatchObject({
      name: 'Demo Travels Ltd',
      type: 'company',
      email: 'info@demotravels.test',
      tradeLicenseNumber: null,
    });
  });

  it('refuses the staff user 403 FORBIDDEN where the role lacks CompanySettings (233)', async () => {
    const response = await get(CompanySettingsPaths.loadBasicInfo, tokens.staff);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error.code).toBe('FORBIDDEN');
  });

  it('lets the staff user search bookings (ShowBookings 223), finding nothing while there are no orders', async () => {
    const response = await get(`${CustomerPaths.getSearchBar}?searchKey=BDF-123456`, tokens.staff);
    expect(response.statusCode).toBe(200);
    expect(ZSearchBarResult.parse(response.json())).toEqual({
      error: { code: 'NOT_FOUND', message: 'No orders found' },
      type: null,
      reference: null,
      orderType: null,
      count: 0,
    });
  });

  it('answers 400 to a header search of 3 characters or fewer', async () => {
    for (const key of ['abc', '  ab  ', '']) {
      const response = await get(
        `${CustomerPaths.getSearchBar}?searchKey=${encodeURIComponent(key)}`,
        tokens.owner,
      );
      expect(response.statusCode, key).toBe(400);
      expect(response.json<ErrorBody>().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps operators out of agency routes', async () => {
    const response = await get(`${CustomerPaths.getSearchBar}?searchKey=BDF-123456`, tokens.operator);
    expect(response.statusCode).toBe(403);
  });

  it('shows the owner a staff member of the own agency with the role’s name', async () => {
    const staffId = await userIdOf('staff@demo.test');
    const response = await get(`${CompanySettingsPaths.viewStaff}?staffId=${staffId}`, tokens.owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      staffId,
      firstName: 'Karim',
      lastName: 'Hossain',
      email: 'staff@demo.test',
      role: { name: 'Reservations' },
      isOwner: false,
      status: 'active',
    });
  });

  it('answers 404 to an agency of the white-label tenant asking for a user of the default tenant', async () => {
    const foreignId = await userIdOf('agent@demo.test');
    const response = await get(
      `${CompanySettingsPaths.viewStaff}?staffId=${foreignId}`,
      tokens.skyway,
      hosts.skyway,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().error.code).toBe('NOT_FOUND');
    const own = await get(
      `${CompanySettingsPaths.viewStaff}?staffId=${await userIdOf('agent@skyway.test')}`,
      tokens.skyway,
      hosts.skyway,
    );
    expect(own.statusCode).toBe(200);
  });

  it('lets the demo hotel viewer (SearchHotel without BookHotel) search hotels but not check or book a rate', async () => {
    const viewer = await login(t.app, 'hotel-viewer@demo.test');
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { host: hosts.main, authorization: `Bearer ${viewer}` },
      });
    expect((await post(HotelPaths.hotelSearch, hotelSearchBody())).statusCode).toBe(200);
    for (const url of [HotelPaths.checkRate, HotelPaths.book]) {
      const refused = await post(url, {});
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<ErrorBody>().error.code).toBe('FORBIDDEN');
    }
    expect((await get(`${HotelPaths.bookings}`, viewer)).statusCode).toBe(403);
  });

  it('does not accept a default-tenant session on the white-label host', async () => {
    const response = await get(CompanySettingsPaths.loadBasicInfo, tokens.owner, hosts.skyway);
    expect(response.statusCode).toBe(401);
  });
});
