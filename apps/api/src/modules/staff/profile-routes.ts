import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProfilePhotoField,
  StaffSettingsPaths,
  UserAccountPaths,
  ZChangePasswordResponse,
  ZMyBasicInfo,
  ZMyProfile,
  ZUpdateMyBasicInfoRequest,
  ZUpdatePasswordRequest,
  ZUploadPhotoResponse,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { requireAgencyUser, requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { loadMyBasicInfo, loadMyProfile } from './load-my-profile';
import { updateMyBasicInfo } from './update-my-basic-info';
import { updateMyPassword } from './update-my-password';
import { readPhotoForm, uploadMyPhoto } from './upload-my-photo';

const tags = ['customer'];
/** Wrong current passwords per address and tenant per minute: a stolen session cannot guess the password at speed. */
const passwordChangeRateLimit = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.tenant?.id ?? request.hostname}`,
};
// Every agency user has a profile of their own; no functionality guards it. Operators have theirs elsewhere.
const ownAccess = { auth: 'user', permission: 'none' } as const;

/** The signed-in user's own profile (StaffSettings) and password (User/updatepassword). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this context parses multipart (the photo upload); every other route keeps answering 415 to it.
  await app.register(multipart);
  const files = createFileStore(app.env.DATA_DIR);

  app.get(
    StaffSettingsPaths.loadProfile,
    routeOptions(ownAccess, {
      tags,
      summary: 'The own profile: details, photo, role, branch contacts and the account manager',
      ok: ZMyProfile,
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return loadMyProfile({
        db: app.db,
        tenantId: user.tenantId,
        userId: user.id,
      });
    },
  );

  for (const path of [StaffSettingsPaths.loadBasicInfo, StaffSettingsPaths.viewBasicInfo]) {
    app.get(
      path,
      routeOptions(ownAccess, {
        tags,
        summary: 'The own name, email, phone and designation',
        ok: ZMyBasicInfo,
      }),
      async (request) => {
        const user = requireAgencyUser(request);
        return loadMyBasicInfo({ db: app.db, tenantId: user.tenantId, userId: user.id });
      },
    );
  }

  app.post(
    StaffSettingsPaths.updateBasicInfo,
    routeOptions(ownAccess, {
      tags,
      summary:
        'Changes the own name, phone and designation (email, role and branch are the agency’s to change)',
      body: ZUpdateMyBasicInfoRequest,
      ok: ZMyBasicInfo,
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return updateMyBasicInfo({
        db: app.db,
        tenantId: user.tenantId,
        userId: user.id,
        agencyId: user.agencyId,
        request: request.body,
        now: app.now(),
      });
    },
  );

  app.post(
    StaffSettingsPaths.uploadLogo,
    routeOptions(ownAccess, {
      tags,
      summary: 'Replaces the own photo (multipart/form-data)',
      description: `File: ${ProfilePhotoField} (png or jpeg by content, at most 1 MB).`,
      consumes: ['multipart/form-data'],
      ok: ZUploadPhotoResponse,
      errors: [400, 413, 415],
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return uploadMyPhoto({
        db: app.db,
        files,
        tenantId: user.tenantId,
        userId: user.id,
        photo: await readPhotoForm(request),
        now: app.now(),
      });
    },
  );

  app.post(
    UserAccountPaths.updatePassword,
    routeOptions(
      { auth: 'user', permission: 'none', rateLimit: passwordChangeRateLimit },
      {
        tags,
        summary: 'Changes the own password; every other session of the user ends, this one stays',
        description: 'A wrong current password answers 422 PROFILE_CURRENT_PASSWORD_WRONG.',
        body: ZUpdatePasswordRequest,
        ok: ZChangePasswordResponse,
        errors: [422],
      },
    ),
    async (request) => {
      const user = requireUser(request);
      return updateMyPassword({
        db: app.db,
        tenantId: user.tenantId,
        userId: user.id,
        sessionId: user.sessionId,
        request: request.body,
        now: app.now(),
      });
    },
  );
};
