import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Functionality, type FunctionalityName } from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { buildRole, buildUser } from '../../src/db/seed/builders';
import { placeInBranch } from './branches';
import { login } from './requests';

/** A staff member of the agency whose role holds exactly these functionalities, signed in; in a branch if given. */
export async function staffWith(
  app: FastifyInstance,
  db: Db,
  agencyId: string,
  functionalities: FunctionalityName[],
  options: { branchId?: string | null } = {},
) {
  const role = await buildRole(db, {
    tenantId: 'bdfare',
    agencyId,
    name: `Role ${randomUUID().slice(0, 6)}`,
    functionalities: functionalities.map((name) => Functionality[name]),
  });
  const email = `staff-${randomUUID().slice(0, 8)}@staff.test`;
  await buildUser(db, {
    tenantId: 'bdfare',
    agencyId,
    role: 'staff',
    roleId: role.id,
    email,
    password: 'Staff@1234',
  });
  if (options.branchId) await placeInBranch(db, { email, branchId: options.branchId });
  return login(app, email, { password: 'Staff@1234' });
}
