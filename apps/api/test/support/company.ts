import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { FunctionalityName } from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { agencyAuditEvents } from '../../src/db/schema';
import { buildAgencyWithOwner } from './money';
import { multipart, type MultipartFile } from './registration';
import { hosts } from './requests';
import { staffWith } from './staff';

/** Everyone a company-settings test asks: an agency's owner and staff, another agency, another tenant, operators. */
export interface CompanyCast {
  agencyId: string;
  owner: string;
  /** Holds CompanySettings, ShowBranches and ShowStaffs but none of the rights to change anything. */
  viewer: string;
  /** Holds neither the page nor the branches (Dashboard and Search only). */
  outsider: string;
  otherAgency: { agencyId: string; token: string };
}

export async function companyCast(app: FastifyInstance, db: Db, name: string): Promise<CompanyCast> {
  const own = await buildAgencyWithOwner(db, app, name);
  const other = await buildAgencyWithOwner(db, app, `${name} Rival`);
  const viewerRights: FunctionalityName[] = ['CompanySettings', 'ShowBranches', 'ShowStaffs'];
  return {
    agencyId: own.agencyId,
    owner: own.token,
    viewer: await staffWith(app, db, own.agencyId, viewerRights),
    outsider: await staffWith(app, db, own.agencyId, ['Dashboard', 'Search']),
    otherAgency: other,
  };
}

/** Calls as a signed-in user (the default tenant's host unless another is named). */
export function caller(app: FastifyInstance) {
  const headers = (token: string, host: string) => ({ host, authorization: `Bearer ${token}` });
  return {
    get: (url: string, token: string, host: string = hosts.main, extra: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { ...headers(token, host), ...extra } }),
    post: (url: string, token: string, payload: object = {}, host: string = hosts.main) =>
      app.inject({ method: 'POST', url, headers: headers(token, host), payload }),
    upload: (
      url: string,
      token: string,
      fields: Record<string, string>,
      files: MultipartFile[],
      host: string = hosts.main,
    ) => {
      const body = multipart(fields, files);
      return app.inject({
        method: 'POST',
        url,
        headers: { ...headers(token, host), 'content-type': body.contentType },
        payload: body.payload,
      });
    },
  };
}

export const fileOf = (
  content: Buffer,
  filename = 'upload.png',
  contentType = 'image/png',
): MultipartFile => ({
  name: 'file',
  filename,
  contentType,
  content,
});

/** How many files the app keeps in its upload folder (nothing may be stored on a refusal). */
export async function storedFileCount(app: FastifyInstance): Promise<number> {
  const folder = path.join(app.env.DATA_DIR, 'uploads');
  return (await readdir(folder).catch(() => [])).length;
}

/** How many audit entries of an action the agency's log holds. */
export async function auditCount(db: Db, agencyId: string, action: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(agencyAuditEvents)
    .where(and(eq(agencyAuditEvents.agencyId, agencyId), eq(agencyAuditEvents.action, action)));
  return row?.total ?? 0;
}
