import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanySettingsPaths,
  Functionality,
  PaymentPaths,
  RoleErrorCode,
  RoleMessage,
  StaffErrorCode,
  type AuditLogPage,
  type ErrorBody,
  type LoadRolesResponse,
  type ModuleListResponse,
  type RoleResponse,
} from '@portal/contracts';
import { caller, isolatedAgency, memberWith, roleWith, signIn } from './support/office';
import { hosts } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 240_000);
afterAll(async () => {
  await t.close();
});

const P = CompanySettingsPaths;

describe('the module list', () => {
  it('lists every functionality code once, grouped, with the four presets, to anyone who may see staff', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const viewer = await memberWith(t.app, t.db, office.scope, ['ShowStaffs']);
    const response = await caller(t.app, viewer.token).get(P.getModuleList);
    expect(response.statusCode).toBe(200);
    const body = response.json<ModuleListResponse>();
    const codes = body.modules.flatMap((module) => module.functionalities.map((entry) => entry.code));
    expect(codes.sort()).toEqual(Object.values(Functionality).sort());
    expect(body.modules.find((module) => module.module === 'company')?.functionalities).toContainEqual({
      code: 236,
      name: 'ManageStaff',
    });
    expect(body.presets.map((preset) => preset.name)).toEqual([
      'Reservations',
      'Accounts',
      'Manager',
      'View only',
    ]);

    const outsider = await memberWith(t.app, t.db, office.scope, ['Search']);
    expect((await caller(t.app, outsider.token).get(P.getModuleList)).statusCode).toBe(403);
    const operator = await signIn(t.app, 'ops@demo.test', 'Demo@1234');
    expect((await caller(t.app, operator).get(P.getModuleList)).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('creates a role, lists it with its holders, and refuses a second of the same name whatever its case', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const owner = caller(t.app, office.ownerToken);
    const created = await owner.post(P.createRole, { name: 'Accounts', functionalities: [227, 201, 227] });
    expect(created.statusCode).toBe(201);
    const { role } = created.json<RoleResponse>();
    expect(role).toMatchObject({ name: 'Accounts', functionalities: [201, 227], userCount: 0 });

    const again = await owner.post(P.createRole, { name: 'ACCOUNTS', functionalities: [201] });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error).toEqual({
      code: RoleErrorCode.NameTaken,
      message: RoleMessage.nameTaken,
    });

    const listed = (await owner.get(P.loadRoles)).json<LoadRolesResponse>();
    expect(listed.roles.map((entry) => entry.name)).toEqual(['Accounts']);
    const dropdown = await owner.get(P.dropdownRole);
    expect(dropdown.json()).toEqual({ roles: [{ roleId: role.roleId, name: 'Accounts' }] });
  });

  it('refuses unknown codes, an empty list and names outside 2–50 characters', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const owner = caller(t.app, office.ownerToken);
    const cases = [
      [{ name: 'Desk', functionalities: [999] }, RoleMessage.functionalityUnknown],
      [{ name: 'Desk', functionalities: [] }, RoleMessage.functionalitiesRequired],
      [{ name: 'D', functionalities: [201] }, RoleMessage.nameLength],
      [{ name: 'D'.repeat(51), functionalities: [201] }, RoleMessage.nameLength],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await owner.post(P.createRole, payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await owner.get(P.loadRoles)).json<LoadRolesResponse>().roles).toEqual([]);
  });

  it('lets only ManageStaff write roles, and ShowStaffs read them', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const reader = await memberWith(t.app, t.db, office.scope, ['ShowStaffs']);
    const none = await memberWith(t.app, t.db, office.scope, ['Dashboard']);
    expect((await caller(t.app, reader.token).get(P.loadRoles)).statusCode).toBe(200);
    expect((await caller(t.app, none.token).get(P.loadRoles)).statusCode).toBe(403);
    const write = await caller(t.app, reader.token).post(P.createRole, {
      name: 'Desk',
      functionalities: [201],
    });
    expect(write.statusCode).toBe(403);
    const manager = await memberWith(t.app, t.db, office.scope, ['ManageStaff']);
    const update = await caller(t.app, manager.token).post(P.updateRole, {
      roleId: reader.role.id,
      name: 'Readers',
      functionalities: [235, 201],
    });
    expect(update.statusCode).toBe(200);
    expect(update.json<RoleResponse>().role).toMatchObject({
      name: 'Readers',
      functionalities: [201, 235],
      userCount: 1,
    });
  });

  it('answers 404 for another agency’s or tenant’s role', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const other = await isolatedAgency(t.app, t.db);
    const foreign = await roleWith(t.db, other.scope, ['Search']);
    const response = await caller(t.app, office.ownerToken).post(P.updateRole, {
      roleId: foreign.id,
      name: 'Taken over',
      functionalities: [201],
    });
    expect(response.statusCode).toBe(404);
    const skyway = await isolatedAgency(t.app, t.db, 'skyway');
    const fromSkyway = await caller(t.app, skyway.ownerToken, hosts.skyway).post(P.updateRole, {
      roleId: foreign.id,
      name: 'Taken over',
      functionalities: [201],
    });
    expect(fromSkyway.statusCode).toBe(404);
  });

  it('gives the role’s holders the new permissions on their very next request', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const member = await memberWith(t.app, t.db, office.scope, ['Search']);
    const asMember = caller(t.app, member.token);
    expect((await asMember.get(PaymentPaths.bankAccount.load)).statusCode).toBe(403);
    const granted = await caller(t.app, office.ownerToken).post(P.updateRole, {
      roleId: member.role.id,
      name: member.role.name,
      functionalities: [Functionality.Search, Functionality.ShowBankAccounts],
    });
    expect(granted.statusCode).toBe(200);
    expect((await asMember.get(PaymentPaths.bankAccount.load)).statusCode).toBe(200);
  });

  it('refuses to drop ManageStaff from the role of the agency’s last active staff manager, writing nothing', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const managerRole = await roleWith(t.db, office.scope, ['ShowStaffs', 'ManageStaff']);
    const owner = caller(t.app, office.ownerToken);
    // The owner becomes staff with the managing role: still a staff manager, so allowed.
    const demoted = await owner.post(P.updateStaff, {
      staffId: office.owner.id,
      firstName: 'Owner',
      lastName: office.tag,
      roleId: managerRole.id,
      branchId: null,
    });
    expect(demoted.statusCode).toBe(200);
    const refused = await owner.post(P.updateRole, {
      roleId: managerRole.id,
      name: 'Viewers',
      functionalities: [Functionality.ShowStaffs],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().error.code).toBe(StaffErrorCode.LastManager);
    const roles = (await owner.get(P.loadRoles)).json<LoadRolesResponse>().roles;
    expect(roles.find((entry) => entry.roleId === managerRole.id)).toMatchObject({
      name: managerRole.name,
      functionalities: [Functionality.ShowStaffs, Functionality.ManageStaff],
    });
  });
});

describe('the audit log', () => {
  it('records role changes with who made them, newest first, readable with ManageStaff or EditCompanyInfo', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const owner = caller(t.app, office.ownerToken);
    const created = (
      await owner.post(P.createRole, { name: 'Desk', functionalities: [201] })
    ).json<RoleResponse>();
    await owner.post(P.updateRole, {
      roleId: created.role.roleId,
      name: 'Front desk',
      functionalities: [201, 202],
    });

    const page = (await owner.get(`${P.loadAuditLog}?targetType=role`)).json<AuditLogPage>();
    expect(page.total).toBe(2);
    expect(page.events.map((event) => event.action)).toEqual(['role.updated', 'role.created']);
    expect(page.events[0]).toMatchObject({
      actorName: `Owner ${office.tag}`,
      targetId: created.role.roleId,
      changes: { name: ['Desk', 'Front desk'], functionalities: [[201], [201, 202]] },
    });
    expect((await owner.get(`${P.loadAuditLog}?targetType=branch`)).json<AuditLogPage>().total).toBe(0);

    const editor = await memberWith(t.app, t.db, office.scope, ['EditCompanyInfo']);
    expect((await caller(t.app, editor.token).get(P.loadAuditLog)).json<AuditLogPage>().total).toBe(2);
    const viewer = await memberWith(t.app, t.db, office.scope, ['ShowStaffs']);
    expect((await caller(t.app, viewer.token).get(P.loadAuditLog)).statusCode).toBe(403);
    const other = await isolatedAgency(t.app, t.db);
    expect((await caller(t.app, other.ownerToken).get(P.loadAuditLog)).json<AuditLogPage>().total).toBe(0);
    expect((await owner.get(`${P.loadAuditLog}?targetType=people`)).statusCode).toBe(400);
  });
});
