import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OperatorPermission,
  TenantAdminPaths,
  ZCreateTenantOperatorRequest,
  ZCreateTenantOperatorResponse,
  ZCreateTenantRequest,
  ZListTenantsResponse,
  ZPublishTenantVersionRequest,
  ZRollbackTenantRequest,
  ZSaveTenantVersionRequest,
  ZTenantDetail,
  ZTenantQuery,
  ZTenantVersionDetail,
  ZTenantVersionQuery,
  ZTenantVersionResponse,
  ZUploadTenantAssetResponse,
} from '@portal/contracts';
import { createMessaging } from '../../adapters/registry';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { createTenant } from './create-tenant';
import { createTenantOperator } from './create-tenant-operator';
import { getTenant } from './get-tenant';
import { getTenantVersion } from './get-tenant-version';
import { listTenants } from './list-tenants';
import { mailOperatorWelcome } from './mail-operator-welcome';
import { publishTenantVersion } from './publish-tenant-version';
import { readAssetForm, assetFileField } from './read-asset-form';
import { rollbackTenant } from './rollback-tenant';
import { saveTenantVersion } from './save-tenant-version';
import { tenantLoginAddress } from './tenant-login-address';
import { uploadTenantAsset } from './upload-tenant-asset';

const access = { auth: 'user', permission: OperatorPermission.ManageTenants } as const;
const tags = ['backoffice'];

/**
 * Tenant management in the provider's back office: white-label tenants, their brand as versions, publishing,
 * rollback, brand pictures and the first operator. Only the main tenant's operators hold ManageTenants.
 */
export const tenantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this context parses multipart (the brand pictures).
  await app.register(multipart);
  const messaging = createMessaging({ env: app.env, db: app.db });

  app.get(
    TenantAdminPaths.list,
    routeOptions(access, {
      tags,
      summary: 'Every tenant with its live and latest version',
      ok: ZListTenantsResponse,
    }),
    async () => listTenants({ db: app.db }),
  );

  app.get(
    TenantAdminPaths.get,
    routeOptions(access, {
      tags,
      summary: 'A tenant’s newest version to edit, its history of versions and its operators',
      querystring: ZTenantQuery,
      ok: ZTenantDetail,
      errors: [404],
    }),
    async (request) => getTenant({ db: app.db, tenantId: request.query.tenantId }),
  );

  app.get(
    TenantAdminPaths.version,
    routeOptions(access, {
      tags,
      summary: 'One stored version of a tenant’s brand and hosts',
      querystring: ZTenantVersionQuery,
      ok: ZTenantVersionDetail,
      errors: [404],
    }),
    async (request) => getTenantVersion({ db: app.db, ...request.query }),
  );

  app.post(
    TenantAdminPaths.create,
    routeOptions(access, {
      tags,
      summary: 'A new white-label tenant as version 1, not live; its hosts are reserved at once',
      body: ZCreateTenantRequest,
      ok: ZTenantVersionResponse,
      status: 201,
      errors: [409],
    }),
    async (request, reply) => {
      const user = requireUser(request);
      const created = await createTenant({
        db: app.db,
        request: request.body,
        userId: user.id,
        now: app.now(),
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    TenantAdminPaths.saveVersion,
    routeOptions(access, {
      tags,
      summary: 'The edited brand and hosts as a new version (not live until published)',
      body: ZSaveTenantVersionRequest,
      ok: ZTenantVersionResponse,
      errors: [404, 409],
    }),
    async (request) => {
      const user = requireUser(request);
      return saveTenantVersion({ db: app.db, request: request.body, userId: user.id, now: app.now() });
    },
  );

  app.post(
    TenantAdminPaths.publish,
    routeOptions(access, {
      tags,
      summary: 'Makes a version live on every API process at once',
      body: ZPublishTenantVersionRequest,
      ok: ZTenantVersionResponse,
      errors: [404, 409],
    }),
    async (request) =>
      publishTenantVersion({
        db: app.db,
        announceChange: () => app.tenantDirectory.announceChange(),
        request: request.body,
        now: app.now(),
      }),
  );

  app.post(
    TenantAdminPaths.rollback,
    routeOptions(access, {
      tags,
      summary: 'Copies an earlier version into a new version and makes it live',
      body: ZRollbackTenantRequest,
      ok: ZTenantVersionResponse,
      errors: [404, 409],
    }),
    async (request) => {
      const user = requireUser(request);
      return rollbackTenant({
        db: app.db,
        announceChange: () => app.tenantDirectory.announceChange(),
        request: request.body,
        userId: user.id,
        now: app.now(),
      });
    },
  );

  app.post(
    TenantAdminPaths.uploadAsset,
    routeOptions(access, {
      tags,
      summary: 'A logo, favicon or picture for a tenant’s brand (multipart/form-data: tenantId, kind, file)',
      description: `File: ${assetFileField} (png or jpeg by content, a favicon png, at most 1 MB).`,
      consumes: ['multipart/form-data'],
      ok: ZUploadTenantAssetResponse,
      errors: [400, 404, 413, 415],
    }),
    async (request) => {
      const upload = await readAssetForm(request);
      return uploadTenantAsset({ db: app.db, upload, now: app.now() });
    },
  );

  app.post(
    TenantAdminPaths.createOperator,
    routeOptions(access, {
      tags,
      summary: 'A back-office account of a tenant, which must change its temporary password at first sign-in',
      body: ZCreateTenantOperatorRequest,
      ok: ZCreateTenantOperatorResponse,
      status: 201,
      errors: [404, 409],
    }),
    async (request, reply) => {
      const { operator, welcome } = await createTenantOperator({
        db: app.db,
        request: request.body,
        now: app.now(),
      });
      await mailOperatorWelcome({
        messaging,
        log: request.log,
        tenantId: request.body.tenantId,
        brand: welcome.brand,
        to: welcome.to,
        name: welcome.name,
        loginAddress: tenantLoginAddress({
          tenantId: request.body.tenantId,
          hosts: welcome.hosts,
          protocol: request.protocol,
          requestHost: request.host,
        }),
      });
      return reply.status(201).send(operator);
    },
  );
};
