import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  DashboardPaths,
  Functionality,
  type DashboardResponse,
  type FunctionalityName,
} from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { buildRole, buildUser } from '../../src/db/seed/builders';
import { placeInBranch } from './branches';
import { login } from './requests';

/** A staff member whose role holds exactly these functionalities, at a branch (or head office), signed in. */
export async function dashboardStaff(
  app: FastifyInstance,
  db: Db,
  agencyId: string,
  functionalities: FunctionalityName[],
  branchId: string | null = null,
) {
  const role = await buildRole(db, {
    tenantId: 'bdfare',
    agencyId,
    name: `Role ${randomUUID().slice(0, 6)}`,
    functionalities: functionalities.map((name) => Functionality[name]),
  });
  const email = `staff-${randomUUID().slice(0, 8)}@dashboard.test`;
  await buildUser(db, {
    tenantId: 'bdfare',
    agencyId,
    role: 'staff',
    roleId: role.id,
    email,
    password: 'Staff@1234',
  });
  if (branchId) await placeInBranch(db, { email, branchId });
  return login(app, email, { password: 'Staff@1234' });
}

/** The dashboard as the token's user sees it (200 expected). */
export async function dashboardOf(app: FastifyInstance, token: string): Promise<DashboardResponse> {
  const response = await app.inject({
    method: 'GET',
    url: DashboardPaths.get,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`dashboard: ${response.statusCode} ${response.body}`);
  return response.json<DashboardResponse>();
}
