import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DashboardPaths,
  Functionality,
  type DashboardResponse,
  type FunctionalityName,
} from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { agencyBranches, users } from '../../src/db/schema';
import { buildRole, buildUser } from '../../src/db/seed/builders';
import { login } from './requests';

/** A branch of an agency, active. */
export async function buildDashboardBranch(db: Db, agencyId: string, code: string) {
  const [branch] = await db
    .insert(agencyBranches)
    .values({
      tenantId: 'bdfare',
      agencyId,
      name: `Branch ${code}`,
      code,
      email: `${code.toLowerCase()}@branch.test`,
      phone: '+880 1700-000001',
      address: 'Agrabad',
      city: 'Chattogram',
      contactName: 'Branch Head',
    })
    .returning();
  if (!branch) throw new Error('branch not created');
  return branch;
}

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
  const user = await buildUser(db, {
    tenantId: 'bdfare',
    agencyId,
    role: 'staff',
    roleId: role.id,
    email,
    password: 'Staff@1234',
  });
  if (branchId) {
    await db
      .update(users)
      .set({ branchId })
      .where(and(eq(users.id, user.id), eq(users.tenantId, 'bdfare')));
  }
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
