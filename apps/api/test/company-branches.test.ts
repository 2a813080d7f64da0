import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BranchErrorCode,
  CompanySettingsPaths,
  ZBranchResponse,
  ZLoadBranchResponse,
  type Branch,
  type CreateBranchInput,
  type ErrorBody,
} from '@portal/contracts';
import { users } from '../src/db/schema';
import { buildUser } from '../src/db/seed/builders';
import { auditCount, caller, companyCast, type CompanyCast } from './support/company';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let cast: CompanyCast;
let api: ReturnType<typeof caller>;
let skyway: string;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t.app);
  cast = await companyCast(t.app, t.db, 'Branch Travels');
  skyway = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
});
afterAll(async () => {
  await t.close();
});

const fields = (overrides: Partial<CreateBranchInput> = {}): CreateBranchInput => ({
  name: 'Chattogram',
  code: 'ctg',
  email: 'ctg@branch.test',
  phone: '+880 1811-000000',
  address: 'Agrabad C/A',
  city: 'Chattogram',
  contactName: 'Nasrin Akter',
  ...overrides,
});
const codeOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error.code;

describe('company settings: branches', () => {
  let ctg: Branch;

  it('creates a branch for the owner (code stored upper-case) with an audit entry', async () => {
    const created = await api.post(CompanySettingsPaths.createBranch, cast.owner, fields());
    expect(created.statusCode).toBe(201);
    ctg = ZBranchResponse.parse(created.json()).branch;
    expect(ctg).toMatchObject({ name: 'Chattogram', code: 'CTG', status: 'active', activeStaff: 0 });
    expect(await auditCount(t.db, cast.agencyId, 'branch.created')).toBe(1);
  });

  it('refuses a code the agency already uses (409) but lets another agency use it', async () => {
    const again = await api.post(
      CompanySettingsPaths.createBranch,
      cast.owner,
      fields({ name: 'Chittagong 2', code: 'CTG' }),
    );
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe(BranchErrorCode.CodeTaken);
    const theirs = await api.post(CompanySettingsPaths.createBranch, cast.otherAgency.token, fields());
    expect(theirs.statusCode).toBe(201);
    expect(await auditCount(t.db, cast.agencyId, 'branch.created')).toBe(1);
  });

  it('refuses bad fields with 400', async () => {
    for (const bad of [{ code: 'C' }, { code: 'CT-G' }, { email: 'x' }, { name: '' }, { contactName: '' }]) {
      const response = await api.post(CompanySettingsPaths.createBranch, cast.owner, fields(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('lists branches by name with search, status filter, paging and counts', async () => {
    await api.post(
      CompanySettingsPaths.createBranch,
      cast.owner,
      fields({ name: 'Sylhet', code: 'SYL', city: 'Sylhet' }),
    );
    await api.post(
      CompanySettingsPaths.createBranch,
      cast.owner,
      fields({ name: 'Khulna', code: 'KHL', city: 'Khulna' }),
    );
    const all = ZLoadBranchResponse.parse(
      (await api.get(CompanySettingsPaths.loadBranch, cast.viewer)).json(),
    );
    expect(all.branches.map((branch) => branch.code)).toEqual(['CTG', 'KHL', 'SYL']);
    expect(all.counts).toEqual({ active: 3, inactive: 0, all: 3 });
    const page = ZLoadBranchResponse.parse(
      (await api.get(`${CompanySettingsPaths.loadBranch}?page=2&pageSize=2`, cast.owner)).json(),
    );
    expect(page.branches.map((branch) => branch.code)).toEqual(['SYL']);
    expect(page.total).toBe(3);
    const searched = ZLoadBranchResponse.parse(
      (await api.get(`${CompanySettingsPaths.loadBranch}?search=sylh`, cast.owner)).json(),
    );
    expect(searched.branches.map((branch) => branch.code)).toEqual(['SYL']);
    expect((await api.get(`${CompanySettingsPaths.loadBranch}?status=closed`, cast.owner)).statusCode).toBe(
      400,
    );
  });

  it('views a branch of the agency and answers 404 for another agency or tenant', async () => {
    const url = `${CompanySettingsPaths.viewBranch}?branchId=${ctg.branchId}`;
    expect(ZBranchResponse.parse((await api.get(url, cast.viewer)).json()).branch.code).toBe('CTG');
    expect((await api.get(url, cast.otherAgency.token)).statusCode).toBe(404);
    expect((await api.get(url, skyway, hosts.skyway)).statusCode).toBe(404);
    const update = await api.post(CompanySettingsPaths.updateBranch, cast.otherAgency.token, {
      ...fields({ code: 'XYZ' }),
      branchId: ctg.branchId,
      status: 'active',
    });
    expect(update.statusCode).toBe(404);
  });

  it('refuses to deactivate a branch with active staff (409), then deactivates it once they leave', async () => {
    const member = await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId: cast.agencyId,
      email: 'branch-member@branch.test',
      password: 'Member@1234',
    });
    await t.db.update(users).set({ branchId: ctg.branchId }).where(eq(users.id, member.id));
    const body = {
      ...fields({ contactName: 'Jamal Uddin' }),
      branchId: ctg.branchId,
      status: 'inactive' as const,
    };
    const refused = await api.post(CompanySettingsPaths.updateBranch, cast.owner, body);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe(BranchErrorCode.HasActiveStaff);
    expect(
      ZBranchResponse.parse(
        (await api.get(`${CompanySettingsPaths.viewBranch}?branchId=${ctg.branchId}`, cast.owner)).json(),
      ).branch,
    ).toMatchObject({ status: 'active', activeStaff: 1, contactName: 'Nasrin Akter' });

    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, member.id));
    const done = await api.post(CompanySettingsPaths.updateBranch, cast.owner, body);
    expect(done.statusCode).toBe(200);
    expect(ZBranchResponse.parse(done.json()).branch).toMatchObject({
      status: 'inactive',
      contactName: 'Jamal Uddin',
    });
    expect(await auditCount(t.db, cast.agencyId, 'branch.deactivated')).toBe(1);
    const counts = ZLoadBranchResponse.parse(
      (await api.get(CompanySettingsPaths.loadBranch, cast.owner)).json(),
    ).counts;
    expect(counts).toEqual({ active: 2, inactive: 1, all: 3 });
  });

  it('refuses a code change onto another branch’s code (409)', async () => {
    const body = { ...fields({ code: 'syl' }), branchId: ctg.branchId, status: 'inactive' as const };
    const refused = await api.post(CompanySettingsPaths.updateBranch, cast.owner, body);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe(BranchErrorCode.CodeTaken);
  });

  it('lets staff with ShowBranches read but not write, and refuses staff without it', async () => {
    expect(
      (await api.post(CompanySettingsPaths.createBranch, cast.viewer, fields({ code: 'RAJ' }))).statusCode,
    ).toBe(403);
    const update = await api.post(CompanySettingsPaths.updateBranch, cast.viewer, {
      ...fields(),
      branchId: ctg.branchId,
      status: 'active',
    });
    expect(update.statusCode).toBe(403);
    expect((await api.get(CompanySettingsPaths.loadBranch, cast.outsider)).statusCode).toBe(403);
    expect(
      (await api.get(`${CompanySettingsPaths.viewBranch}?branchId=${ctg.branchId}`, cast.outsider))
        .statusCode,
    ).toBe(403);
  });
});
