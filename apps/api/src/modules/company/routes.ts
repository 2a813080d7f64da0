import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanySettingsPaths,
  LogoFileField,
  UserAccountPaths,
  ZCompanyBasicInfo,
  ZCompanyBasicInfoView,
  ZCompanyLogoResponse,
  ZCompanyProfile,
  ZCustomerCurrenciesResponse,
  ZGetLogoQuery,
  ZTimeZonesResponse,
  ZUpdateCompanyBasicInfoRequest,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { branchRoutes } from './branch-routes';
import { agencyScopeOf, holds } from './company-scope';
import { documentRoutes } from './document-routes';
import { getCustomerCurrencies } from './get-customer-currencies';
import { getLogo } from './get-logo';
import { loadBasicInfo, viewBasicInfo } from './load-basic-info';
import { loadCompanyProfile } from './load-company-profile';
import { readLogoForm } from './read-logo-form';
import { getTimeZones } from './time-zones';
import { updateBasicInfo } from './update-basic-info';
import { removeCompanyLogo, uploadCompanyLogo } from './upload-company-logo';

const tags = ['company'];
const readAccess = { auth: 'user', permission: 'CompanySettings' } as const;
const editAccess = { auth: 'user', permission: 'EditCompanyInfo' } as const;

/** Company settings of the signed-in user's agency: basic information, logo, documents and branches. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this context parses multipart (logo and document uploads); every other route keeps answering 415 to it.
  await app.register(multipart);
  const files = createFileStore(app.env.DATA_DIR);
  await app.register(documentRoutes, { files });
  await app.register(branchRoutes);

  const readCall = (summary: string) => ({ tags, summary });

  app.get(
    CompanySettingsPaths.loadProfile,
    routeOptions(readAccess, {
      ...readCall('The company profile: basic information, KYC status, counts of branches and staff'),
      ok: ZCompanyProfile,
    }),
    async (request) => {
      const user = requireUser(request);
      return loadCompanyProfile({
        db: app.db,
        scope: agencyScopeOf(user),
        canEdit: holds(user, 'EditCompanyInfo'),
      });
    },
  );

  app.get(
    CompanySettingsPaths.loadBasicInfo,
    routeOptions(readAccess, {
      ...readCall('The values of the basic-information form'),
      ok: ZCompanyBasicInfo,
    }),
    async (request) => {
      const user = requireUser(request);
      return loadBasicInfo({
        db: app.db,
        scope: agencyScopeOf(user),
        canEdit: holds(user, 'EditCompanyInfo'),
      });
    },
  );

  app.get(
    CompanySettingsPaths.viewBasicInfo,
    routeOptions(readAccess, {
      ...readCall('The read-only card of the company, with its owner'),
      ok: ZCompanyBasicInfoView,
    }),
    async (request) => {
      const user = requireUser(request);
      return viewBasicInfo({
        db: app.db,
        scope: agencyScopeOf(user),
        canEdit: holds(user, 'EditCompanyInfo'),
      });
    },
  );

  app.post(
    CompanySettingsPaths.updateBasicInfo,
    routeOptions(editAccess, {
      tags,
      summary:
        'Replaces the company’s basic information (time zone from GetTimeZones, currency from GetCustomerCurrencies)',
      body: ZUpdateCompanyBasicInfoRequest,
      ok: ZCompanyBasicInfo,
    }),
    async (request) => {
      const user = requireUser(request);
      return updateBasicInfo({
        db: app.db,
        scope: agencyScopeOf(user),
        user,
        request: request.body,
        now: app.now(),
      });
    },
  );

  app.get(
    CompanySettingsPaths.getTimeZones,
    routeOptions(readAccess, {
      ...readCall('Every time zone the company may work in, with its offset now'),
      ok: ZTimeZonesResponse,
    }),
    async () => getTimeZones(app.now()),
  );

  app.post(
    CompanySettingsPaths.uploadLogo,
    routeOptions(editAccess, {
      tags,
      summary: 'Replaces the company logo (multipart/form-data)',
      description: `File: ${LogoFileField} (png or jpeg by content, at most 1 MB).`,
      consumes: ['multipart/form-data'],
      ok: ZCompanyLogoResponse,
      errors: [400, 413, 415],
    }),
    async (request) => {
      const user = requireUser(request);
      const scope = agencyScopeOf(user);
      const image = await readLogoForm(request);
      return uploadCompanyLogo({ db: app.db, files, scope, user, image, now: app.now() });
    },
  );

  app.post(
    CompanySettingsPaths.removeLogo,
    routeOptions(editAccess, {
      tags,
      summary: 'Removes the company logo; documents and the top bar show the name alone again',
      ok: ZCompanyLogoResponse,
    }),
    async (request) => {
      const user = requireUser(request);
      return removeCompanyLogo({ db: app.db, files, scope: agencyScopeOf(user), user, now: app.now() });
    },
  );

  app.get(
    UserAccountPaths.getLogo,
    // The caller's own company logo or photo: every signed-in user may see their own.
    routeOptions(
      { auth: 'user', permission: 'none' },
      {
        tags,
        summary: 'The signed-in user’s company logo or own photo, as an image (404 when there is none)',
        querystring: ZGetLogoQuery,
      },
    ),
    async (request, reply) => {
      const user = requireUser(request);
      const image = await getLogo({
        db: app.db,
        files,
        user,
        kind: request.query.kind,
        version: request.query.v,
      });
      reply
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff')
        // A versioned URL names one file for good; an unversioned one is checked again each time.
        .header(
          'cache-control',
          image.versionMatches ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        );
      if (request.headers['if-none-match'] === image.etag) {
        // Not modified: no body, so none of the route's declared answers applies.
        return (reply as FastifyReply).status(304).send();
      }
      // The 200 answer is the image's bytes, deliberately outside the JSON response schemas.
      return reply.header('content-type', image.contentType).send(image.content as never);
    },
  );

  app.get(
    UserAccountPaths.getCustomerCurrencies,
    // The currencies the agency's own wallets hold; every user of the agency works in them.
    routeOptions(
      { auth: 'user', permission: 'none' },
      {
        tags,
        summary: 'The currencies of the agency’s wallets, the one it sells in first',
        ok: ZCustomerCurrenciesResponse,
      },
    ),
    async (request) => getCustomerCurrencies({ db: app.db, scope: agencyScopeOf(requireUser(request)) }),
  );
};
