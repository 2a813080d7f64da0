import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanySettingsPaths,
  CustomerPaths,
  Functionality,
  IdentityPaths,
  InvalidCredentialsMessage,
  StaffErrorCode,
  StaffMessage,
  type AuditLogPage,
  type ErrorBody,
  type RoleResponse,
  type StaffLookupsResponse,
  type StaffPage,
  type StaffResponse,
  type UserContext,
} from '@portal/contracts';
import { agencyAuditEvents, agencyBranches, users } from '../src/db/schema';
import { DemoPassword } from '../src/db/seed/demo-accounts';
import {
  agencyIdOf,
  branchOf,
  caller,
  isolatedAgency,
  memberWith,
  nextOfficeAddress,
  roleWith,
  signIn,
  userIdOf,
} from './support/office';
import { hosts } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let demoOwner: string;
beforeAll(async () => {
  t = await createTestApp();
  demoOwner = await signIn(t.app, 'agent@demo.test', DemoPassword);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const P = CompanySettingsPaths;
const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Karim',
  lastName: 'Hossain',
  roleId: null,
  branchId: null,
  ...overrides,
});

describe('the staff list', () => {
  it('shows the demo agency’s owners and staff with role, branch, designation and status, filtered', async () => {
    const owner = caller(t.app, demoOwner);
    const all = (await owner.get(`${P.loadStaff}?pageSize=100`)).json<StaffPage>();
    const accounts = all.staff.find((member) => member.email === 'accounts@demo.test');
    expect(accounts).toMatchObject({
      isOwner: false,
      role: { name: 'Accounts' },
      branch: { name: 'Chattogram', code: 'CTG' },
      designation: 'Accounts Officer',
      status: 'active',
    });
    expect(all.staff.find((member) => member.email === 'agent@demo.test')).toMatchObject({
      isOwner: true,
      role: null,
      branch: null,
      lastSignInAt: expect.any(String),
    });
    expect(
      all.staff.some((member) => member.email === 'agent@skyway.test' || member.email === 'ops@demo.test'),
    ).toBe(false);

    const lookups = (await owner.get(P.getStaffLookups)).json<StaffLookupsResponse>();
    expect(lookups.branches.map((branch) => branch.code)).toEqual(['CTG', 'SYL']);
    expect(lookups.statuses).toEqual(['invited', 'active', 'suspended']);
    const ctg = lookups.branches[0]?.branchId;
    const inCtg = (await owner.get(`${P.loadStaff}?branchId=${ctg}`)).json<StaffPage>();
    expect(inCtg.staff.map((member) => member.email)).toEqual(['accounts@demo.test']);
    const headOffice = (await owner.get(`${P.loadStaff}?branchId=headOffice&pageSize=100`)).json<StaffPage>();
    expect(headOffice.staff.some((member) => member.email === 'accounts@demo.test')).toBe(false);
    expect(headOffice.total).toBe(all.total - 1);

    const searched = (
      await owner.get(`${P.loadStaff}?search=${encodeURIComponent('nusrat j')}`)
    ).json<StaffPage>();
    expect(searched.staff.map((member) => member.email)).toEqual(['accounts@demo.test']);
    const accountsRole = lookups.roles.find((role) => role.name === 'Accounts')?.roleId;
    const byRole = (await owner.get(`${P.loadStaff}?roleId=${accountsRole}&status=active`)).json<StaffPage>();
    expect(byRole.total).toBe(1);
    const paged = (await owner.get(`${P.loadStaff}?page=2&pageSize=2`)).json<StaffPage>();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(paged.staff).toHaveLength(2);
    expect((await owner.get(`${P.loadStaff}?status=gone`)).statusCode).toBe(400);
    const branches = await owner.get(P.dropdownBranch);
    expect(branches.json()).toEqual({ branches: lookups.branches });
  });

  it('needs ShowStaffs to read and keeps each agency to its own users', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const none = await memberWith(t.app, t.db, office.scope, ['Search']);
    expect((await caller(t.app, none.token).get(P.loadStaff)).statusCode).toBe(403);
    const reader = await memberWith(t.app, t.db, office.scope, ['ShowStaffs']);
    const page = (await caller(t.app, reader.token).get(P.loadStaff)).json<StaffPage>();
    expect(page.total).toBe(3);
    const demoStaffId = await userIdOf(t.db, 'bdfare', 'staff@demo.test');
    expect((await caller(t.app, reader.token).get(`${P.viewStaff}?staffId=${demoStaffId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await caller(t.app, reader.token).post(P.updateStaff, person({ staffId: none.user.id }))).statusCode,
    ).toBe(403);
  });
});

describe('changing a user', () => {
  it('changes name, phone, designation, role and branch, and records what changed', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const member = await memberWith(t.app, t.db, office.scope, ['Search']);
    const branch = await branchOf(t.db, office.scope, 'KHL');
    const role = await roleWith(t.db, office.scope, ['Search', 'ShowBookings']);
    const owner = caller(t.app, office.ownerToken);
    const response = await owner.post(
      P.updateStaff,
      person({
        staffId: member.user.id,
        e164Code: '+880',
        phoneNumber: '1711-223344',
        designation: 'Ticketing lead',
        roleId: role.id,
        branchId: branch.id,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffResponse>().staff).toMatchObject({
      firstName: 'Karim',
      e164Code: '+880',
      phoneNumber: '1711-223344',
      designation: 'Ticketing lead',
      role: { roleId: role.id },
      branch: { branchId: branch.id, code: 'KHL' },
    });
    // The member's next request already carries the new role's permissions.
    const context = (await caller(t.app, member.token).get(CustomerPaths.getUserContext)).json<UserContext>();
    expect(context.functionalities).toEqual([Functionality.Search, Functionality.ShowBookings]);
    expect(context.associatedBranch).toEqual({
      name: 'Branch KHL',
      email: 'khl@branch.test',
      phoneNumber: '+880 1700-000000',
    });

    const log = (await owner.get(`${P.loadAuditLog}?targetType=staff`)).json<AuditLogPage>();
    expect(log.events[0]).toMatchObject({ action: 'staff.updated', targetId: member.user.id });
    expect(log.events[0]?.changes).toMatchObject({
      branch: ['Head office', 'Branch KHL'],
      designation: [null, 'Ticketing lead'],
    });
  });

  it('refuses another agency’s role or branch (422) and another agency’s user (404), writing nothing', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const other = await isolatedAgency(t.app, t.db);
    const member = await memberWith(t.app, t.db, office.scope, ['Search']);
    const foreignRole = await roleWith(t.db, other.scope, ['Search']);
    const foreignBranch = await branchOf(t.db, other.scope, 'FOR');
    const closed = await branchOf(t.db, office.scope, 'OLD');
    await t.db.update(agencyBranches).set({ status: 'inactive' }).where(eq(agencyBranches.id, closed.id));
    const owner = caller(t.app, office.ownerToken);
    const roleRefused = await owner.post(
      P.updateStaff,
      person({ staffId: member.user.id, roleId: foreignRole.id }),
    );
    expect(roleRefused.statusCode).toBe(422);
    expect(roleRefused.json<ErrorBody>().error.code).toBe(StaffErrorCode.RoleNotFound);
    for (const branchId of [foreignBranch.id, closed.id]) {
      const refused = await owner.post(
        P.updateStaff,
        person({ staffId: member.user.id, roleId: member.role.id, branchId }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().error.code).toBe(StaffErrorCode.BranchNotFound);
    }
    const foreignUser = await owner.post(P.updateStaff, person({ staffId: other.owner.id }));
    expect(foreignUser.statusCode).toBe(404);
    const [stored] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(stored).toMatchObject({ firstName: 'Test', roleId: member.role.id, branchId: null });
  });

  it('makes a staff member an owner and an owner staff', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const member = await memberWith(t.app, t.db, office.scope, ['Search']);
    const owner = caller(t.app, office.ownerToken);
    const promoted = await owner.post(P.updateStaff, person({ staffId: member.user.id }));
    expect(promoted.json<StaffResponse>().staff).toMatchObject({ isOwner: true, role: null });
    expect((await caller(t.app, member.token).get(P.loadStaff)).statusCode).toBe(200);
    const demoted = await owner.post(
      P.updateStaff,
      person({ staffId: office.owner.id, roleId: member.role.id }),
    );
    expect(demoted.json<StaffResponse>().staff).toMatchObject({
      isOwner: false,
      role: { roleId: member.role.id },
    });
  });
});

describe('suspending a user', () => {
  it('ends the user’s open session at once, refuses their login, and lets them back in when reactivated', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const member = await memberWith(t.app, t.db, office.scope, ['Search', 'ShowBookings']);
    const asMember = caller(t.app, member.token);
    expect((await asMember.get(P.loadStaff)).statusCode).toBe(403);
    const owner = caller(t.app, office.ownerToken);
    const suspended = await owner.post(P.setStaffStatus, { staffId: member.user.id, status: 'suspended' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<StaffResponse>().staff.status).toBe('suspended');

    expect((await asMember.post(CustomerPaths.getBookings, {})).statusCode).toBe(401);
    const context = await asMember.get(CustomerPaths.getUserContext);
    expect(context.statusCode).toBe(200);
    expect(context.json<UserContext>().authentic).toEqual({
      forceLogout: true,
      logoutMessage: StaffMessage.sessionEndedBySuspension,
      newToken: null,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.authenticate,
      headers: { host: hosts.main, 'x-device-id': 'api-test-device-0001' },
      remoteAddress: nextOfficeAddress(),
      payload: { username: member.email, password: 'Office@1234' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.body).toContain(InvalidCredentialsMessage);

    const reactivated = await owner.post(P.setStaffStatus, { staffId: member.user.id, status: 'active' });
    expect(reactivated.json<StaffResponse>().staff.status).toBe('active');
    // The ended session stays ended; a new login works.
    expect((await asMember.post(CustomerPaths.getBookings, {})).statusCode).toBe(401);
    const fresh = await signIn(t.app, member.email);
    expect((await caller(t.app, fresh).get(CustomerPaths.getUserContext)).statusCode).toBe(200);
    const actions = (await owner.get(`${P.loadAuditLog}?targetType=staff`))
      .json<AuditLogPage>()
      .events.map((event) => event.action);
    expect(actions.slice(0, 2)).toEqual(['staff.reactivated', 'staff.suspended']);
  });

  it('refuses suspending oneself, and needs ManageStaff', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const self = await caller(t.app, office.ownerToken).post(P.setStaffStatus, {
      staffId: office.owner.id,
      status: 'suspended',
    });
    expect(self.statusCode).toBe(422);
    expect(self.json<ErrorBody>().error).toEqual({
      code: StaffErrorCode.SelfSuspend,
      message: StaffMessage.selfSuspend,
    });
    const reader = await memberWith(t.app, t.db, office.scope, ['ShowStaffs']);
    const refused = await caller(t.app, reader.token).post(P.setStaffStatus, {
      staffId: office.owner.id,
      status: 'suspended',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the last-manager rule', () => {
  const managers = async (agencyId: string) => {
    const rows = await t.db
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.agencyId, agencyId), eq(users.status, 'active'), eq(users.role, 'agent')));
    return rows[0]?.total ?? 0;
  };

  it('keeps Solo Tours’ only owner from giving away the staff-management right', async () => {
    const solo = await signIn(t.app, 'owner@solo.test', DemoPassword);
    const soloId = await userIdOf(t.db, 'bdfare', 'owner@solo.test');
    const soloAgency = await agencyIdOf(t.db, 'Solo Tours');
    const asSolo = caller(t.app, solo);
    const role = await asSolo.post(P.createRole, {
      name: 'Bookings',
      functionalities: [Functionality.ShowStaffs],
    });
    expect(role.statusCode).toBe(201);
    const before = await t.db
      .select({ total: count() })
      .from(agencyAuditEvents)
      .where(eq(agencyAuditEvents.agencyId, soloAgency));
    const refused = await asSolo.post(
      P.updateStaff,
      person({
        staffId: soloId,
        firstName: 'Sohel',
        lastName: 'Rana',
        roleId: role.json<RoleResponse>().role.roleId,
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().error).toEqual({
      code: StaffErrorCode.LastManager,
      message: StaffMessage.lastManager,
    });
    const after = await t.db
      .select({ total: count() })
      .from(agencyAuditEvents)
      .where(eq(agencyAuditEvents.agencyId, soloAgency));
    expect(after).toEqual(before);
    expect(await managers(soloAgency)).toBe(1);
    expect((await asSolo.get(P.loadStaff)).json<StaffPage>().staff[0]).toMatchObject({
      isOwner: true,
      firstName: 'Sohel',
    });
  });

  it('lets exactly one of two owners demoting each other in ten parallel attempts win', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const second = await memberWith(t.app, t.db, office.scope, ['Search']);
    const owner = caller(t.app, office.ownerToken);
    // The second user becomes an owner too; a role without ManageStaff is what each will try to give the other.
    await owner.post(P.updateStaff, person({ staffId: second.user.id }));
    const plain = await roleWith(t.db, office.scope, ['Search']);
    const asSecond = caller(t.app, second.token);
    const attempts = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0
        ? owner.post(P.updateStaff, person({ staffId: second.user.id, roleId: plain.id }))
        : asSecond.post(P.updateStaff, person({ staffId: office.owner.id, roleId: plain.id })),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses.every((status) => [200, 403, 422].includes(status))).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await managers(office.agency.id)).toBe(1);
  });

  it('refuses suspending the last active manager from a staff manager’s seat', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const manager = await memberWith(t.app, t.db, office.scope, ['ManageStaff']);
    const owner = caller(t.app, office.ownerToken);
    // The owner hands management to the staff manager and becomes plain staff.
    const plain = await roleWith(t.db, office.scope, ['Search']);
    expect(
      (await owner.post(P.updateStaff, person({ staffId: office.owner.id, roleId: plain.id }))).statusCode,
    ).toBe(200);
    const asManager = caller(t.app, manager.token);
    expect(
      (await asManager.post(P.setStaffStatus, { staffId: office.owner.id, status: 'suspended' })).statusCode,
    ).toBe(200);
    const dropRole = await asManager.post(P.updateRole, {
      roleId: manager.role.id,
      name: manager.role.name,
      functionalities: [Functionality.Search],
    });
    expect(dropRole.statusCode).toBe(422);
  });
});
