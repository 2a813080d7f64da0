import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Functionality, type FunctionalityName } from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { agencies, outboxMessages, users } from '../../src/db/schema';
import { buildAgency, buildBranch, buildRole, buildUser } from '../../src/db/seed/builders';
import { hosts, login } from './requests';

export const officePassword = 'Office@1234';

let addressCounter = 0;
/** Each login from an address of its own, so the per-address login limit never joins tests up. */
export const nextOfficeAddress = () => {
  addressCounter += 1;
  return `10.44.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = officePassword,
  host: string = hosts.main,
) {
  return login(app, email, { password, host, remoteAddress: nextOfficeAddress() });
}

/** Calls the API as a signed-in user (JSON body for POST). */
export function caller(app: FastifyInstance, token: string, host: string = hosts.main) {
  const headers = { host, authorization: `Bearer ${token}` };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload }),
  };
}

/** An agency of its own with one owner (signed in), so a test may change its staff freely. */
export async function isolatedAgency(app: FastifyInstance, db: Db, tenantId = 'bdfare') {
  const tag = randomUUID().slice(0, 8);
  const agency = await buildAgency(db, { tenantId, name: `Office ${tag}` });
  const ownerEmail = `owner-${tag}@office.test`;
  const owner = await buildUser(db, {
    tenantId,
    agencyId: agency.id,
    role: 'agent',
    email: ownerEmail,
    password: officePassword,
    firstName: 'Owner',
    lastName: tag,
  });
  const host = tenantId === 'skyway' ? hosts.skyway : hosts.main;
  const ownerToken = await signIn(app, ownerEmail, officePassword, host);
  return { tag, agency, owner, ownerEmail, ownerToken, scope: { tenantId, agencyId: agency.id } };
}

/** A role of the agency holding these functionalities. */
export async function roleWith(
  db: Db,
  scope: { tenantId: string; agencyId: string },
  names: FunctionalityName[],
) {
  return buildRole(db, {
    ...scope,
    name: `Role ${randomUUID().slice(0, 6)}`,
    functionalities: names.map((name) => Functionality[name]),
  });
}

/** An active staff member of the agency with a role (and branch), signed in. */
export async function memberWith(
  app: FastifyInstance,
  db: Db,
  scope: { tenantId: string; agencyId: string },
  names: FunctionalityName[],
  options: { branchId?: string | null } = {},
) {
  const role = await roleWith(db, scope, names);
  const email = `member-${randomUUID().slice(0, 8)}@office.test`;
  const user = await buildUser(db, {
    ...scope,
    role: 'staff',
    roleId: role.id,
    branchId: options.branchId ?? null,
    email,
    password: officePassword,
  });
  const host = scope.tenantId === 'skyway' ? hosts.skyway : hosts.main;
  return { role, user, email, token: await signIn(app, email, officePassword, host) };
}

export async function branchOf(db: Db, scope: { tenantId: string; agencyId: string }, code: string) {
  return buildBranch(db, { ...scope, name: `Branch ${code}`, code });
}

/** The invitation link's token in the newest mail to an address. */
export async function invitationTokenTo(db: Db, email: string): Promise<{ token: string; body: string }> {
  const [message] = await db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email.toLowerCase()))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const token = message ? /accept-invitation\?token=([A-Za-z0-9_%-]+)/.exec(message.body)?.[1] : undefined;
  if (!message || !token) throw new Error(`No invitation was mailed to ${email}`);
  return { token: decodeURIComponent(token), body: message.body };
}

export async function userIdOf(db: Db, tenantId: string, email: string): Promise<string> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

export async function agencyIdOf(db: Db, name: string): Promise<string> {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, name)).limit(1);
  if (!row) throw new Error(`No agency ${name}`);
  return row.id;
}
