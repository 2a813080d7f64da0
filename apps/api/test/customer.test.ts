import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerPaths, Functionality, ZUserContext, type ErrorBody } from '@portal/contracts';
import { buildAgency, buildRole, buildUser } from '../src/db/seed/builders';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const userContext = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: CustomerPaths.getUserContext,
    headers: { host: hosts.main, ...headers },
  });

describe('GetUserContext', () => {
  it('describes an agency owner: company, every functionality, document prompt, account manager', async () => {
    const token = await login(t.app, 'agent@demo.test');
    const response = await userContext({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(ZUserContext.parse(response.json())).toEqual({
      firstName: 'Rahim',
      lastName: 'Uddin',
      companyName: 'Demo Travels Ltd',
      email: 'agent@demo.test',
      profileLogo: null,
      companyLogo: null,
      onlineUpload: false,
      functionalities: [],
      isOperator: false,
      operatorPermissions: [],
      isReviewGiven: false,
      documentCollect: { canSkip: true, forceCollect: true },
      associatedStaff: { name: 'Nadia Karim', email: 'ops@demo.test', phoneNumber: '+8801711000002' },
      associatedBranch: null,
      authentic: { forceLogout: false, logoutMessage: null, newToken: null },
    });
  });

  it('describes the operator without a company', async () => {
    const token = await login(t.app, 'ops@demo.test');
    const body = (await userContext({ authorization: `Bearer ${token}` })).json();
    expect(body).toMatchObject({ firstName: 'Nadia', lastName: 'Karim', companyName: null });
  });

  it('lists a staff member’s role functionalities', async () => {
    const agency = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Staffed Travels' });
    const role = await buildRole(t.db, {
      tenantId: 'bdfare',
      agencyId: agency.id,
      name: 'Search desk',
      functionalities: [Functionality.Search, Functionality.BookTicket],
    });
    await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId: agency.id,
      role: 'staff',
      roleId: role.id,
      email: 'staff@staffed.test',
      password: 'Staff@1234',
    });
    const token = await login(t.app, 'staff@staffed.test', { password: 'Staff@1234' });
    const body = (await userContext({ authorization: `Bearer ${token}` })).json();
    expect(body).toMatchObject({ companyName: 'Staffed Travels', functionalities: [202, 207] });
  });

  it.each([
    ['no Authorization header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an unknown token', { authorization: `Bearer ${'x'.repeat(43)}` }],
  ])('answers 401 UNAUTHENTICATED for %s', async (_case, headers) => {
    const response = await userContext(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().error.code).toBe('UNAUTHENTICATED');
  });
});
