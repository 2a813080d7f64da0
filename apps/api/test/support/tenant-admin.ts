import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  TenantAdminPaths,
  TenantPaths,
  type ErrorBody,
  type GetTenantConfigResponse,
  type TenantBrand,
} from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { tenantAssets, tenantConfigVersions, tenantHosts, tenants, users } from '../../src/db/schema';
import { skywayConfig } from '../../src/db/seed/tenants/skyway';
import { hosts } from './requests';

/** A whole brand to start from: Skyway's, renamed, on the safeZone theme with the form-left login. */
export function orbitBrand(overrides: Partial<TenantBrand> = {}): TenantBrand {
  const { tenantId: _id, isMain: _main, ...brand } = structuredClone(skywayConfig);
  return {
    ...brand,
    tenantName: 'Orbit Trips',
    loginVariation: 'formleft',
    company: { ...brand.company, name: 'Orbit Trips Ltd', shortName: 'Orbit' },
    global: { ...brand.global, theme: 'safeZone', primaryColor: '#2b6cb0', title: 'Orbit Trips' },
    ...overrides,
  };
}

export const bearer = (token: string, host: string = hosts.main) => ({
  host,
  authorization: `Bearer ${token}`,
});

export const adminPost = (app: FastifyInstance, token: string, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

export const adminGet = (app: FastifyInstance, token: string, url: string, query: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers: bearer(token), query });

/** Creates and (unless asked not to) publishes a tenant through the real calls; throws on any refusal. */
export async function createAndPublish(
  app: FastifyInstance,
  token: string,
  input: { tenantId: string; hosts: string[]; brand?: TenantBrand; publish?: boolean },
): Promise<void> {
  const created = await adminPost(app, token, TenantAdminPaths.create, {
    tenantId: input.tenantId,
    hosts: input.hosts,
    brand: input.brand ?? orbitBrand(),
  });
  if (created.statusCode !== 201) throw new Error(`create ${input.tenantId}: ${created.body}`);
  if (input.publish === false) return;
  const published = await adminPost(app, token, TenantAdminPaths.publish, {
    tenantId: input.tenantId,
    version: 1,
  });
  if (published.statusCode !== 200) throw new Error(`publish ${input.tenantId}: ${published.body}`);
}

/** What GetTenantConfig answers on a host: the config, or the error code. */
export async function configOn(
  app: FastifyInstance,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; tenantId?: string; body: GetTenantConfigResponse | ErrorBody }> {
  const response = await app.inject({
    method: 'GET',
    url: TenantPaths.getTenantConfig,
    headers: { host, ...headers },
  });
  const body = response.json<GetTenantConfigResponse | ErrorBody>();
  return { status: response.statusCode, tenantId: 'config' in body ? body.config.tenantId : undefined, body };
}

export const errorOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  code: response.json<ErrorBody>().error?.code,
});

/** Every row tenant management writes, to prove a refusal stored nothing. */
export async function tenantRowCounts(db: Db) {
  const total = async (
    table: typeof tenants | typeof tenantHosts | typeof tenantConfigVersions | typeof tenantAssets,
  ) => {
    const [row] = await db.select({ total: count() }).from(table);
    return row?.total ?? 0;
  };
  const [operators] = await db.select({ total: count() }).from(users).where(eq(users.role, 'operator'));
  return {
    tenants: await total(tenants),
    hosts: await total(tenantHosts),
    versions: await total(tenantConfigVersions),
    assets: await total(tenantAssets),
    operators: operators?.total ?? 0,
  };
}
