import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdentityPaths,
  OperatorPermission,
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZEndUserSessionsRequest,
  ZEndUserSessionsResponse,
  ZLogoutResponse,
  ZPhoneCodeResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZSendPhoneCodeRequest,
  ZVerifyCodeRequest,
  ZVerifyCodeResponse,
  ZVerifyDeviceRequest,
  ZVerifyPhoneCodeRequest,
} from '@portal/contracts';
import { createMessaging } from '../../adapters/registry';
import { requireUser } from '../../lib/require-user';
import { authenticateRateLimit } from '../../plugins/rate-limit';
import { bodyErrors, commonErrors, errorResponses } from '../../lib/route-schema';
import { createAttemptLimiter } from './attempt-limiter';
import { authenticate } from './authenticate';
import { changePassword } from './change-password';
import { endUserSessions } from './end-user-sessions';
import type { IdentityDeps } from './identity-deps';
import { logout } from './logout';
import { registrationRoutes } from './registration-routes';
import { codeCheckRateLimit, codeSendRateLimit } from './rate-limits';
import { deviceIdOf } from './request-headers';
import { resetPassword } from './reset-password';
import { resolveSession } from './resolve-session';
import { sendPhoneCode } from './send-phone-code';
import { verifyCode } from './verify-code';
import { verifyDevice } from './verify-device';
import { verifyPhoneCode } from './verify-phone-code';

const bearer = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/;

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: IdentityDeps = {
    db: app.db,
    messaging: createMessaging({ env: app.env, db: app.db }),
    limiter: createAttemptLimiter(),
  };

  await app.register(registrationRoutes);

  app.post(
    IdentityPaths.authenticate,
    {
      config: { auth: 'public', permission: 'none', rateLimit: authenticateRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Log in with email and password; answers a session token or the next sign-in step',
        description:
          'Wrong credentials answer 401 with the same body for an unknown email and a wrong password. On a ' +
          'tenant that verifies devices, an untrusted X-Device-Id answers a verificationReference and mails a code.',
        body: ZAuthenticateRequest,
        response: {
          200: ZAuthenticateResponse,
          401: ZAuthenticateResponse,
          ...errorResponses(...bodyErrors, ...commonErrors),
        },
      },
    },
    async (request, reply) => {
      const result = await authenticate(deps, {
        tenant: request.tenant,
        credentials: request.body,
        deviceId: deviceIdOf(request),
      });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    IdentityPaths.verifyDevice,
    {
      config: { auth: 'public', permission: 'none', rateLimit: codeCheckRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Finish a login with the emailed device code; the browser becomes trusted',
        body: ZVerifyDeviceRequest,
        response: {
          200: ZAuthenticateResponse,
          401: ZAuthenticateResponse,
          ...errorResponses(...bodyErrors, ...commonErrors),
        },
      },
    },
    async (request, reply) => {
      const result = await verifyDevice(deps, { tenant: request.tenant, request: request.body });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    IdentityPaths.resetPassword,
    {
      config: { auth: 'public', permission: 'none', rateLimit: codeSendRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Mail a password reset code; the same answer whether or not the email has an account',
        body: ZResetPasswordRequest,
        response: { 200: ZResetPasswordResponse, ...errorResponses(...bodyErrors, ...commonErrors) },
      },
    },
    async (request) =>
      resetPassword(deps, { tenant: request.tenant, request: request.body, deviceId: deviceIdOf(request) }),
  );

  app.post(
    IdentityPaths.verifyCode,
    {
      config: { auth: 'public', permission: 'none', rateLimit: codeCheckRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Check the emailed password reset code',
        body: ZVerifyCodeRequest,
        response: {
          200: ZVerifyCodeResponse,
          422: ZVerifyCodeResponse,
          ...errorResponses(...bodyErrors, ...commonErrors),
        },
      },
    },
    async (request, reply) => {
      const result = await verifyCode(deps, { tenant: request.tenant, request: request.body });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    IdentityPaths.changePassword,
    {
      // Public because the reset flow has no session; the forced change presents its restricted session's token.
      config: { auth: 'public', permission: 'none', rateLimit: codeCheckRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Set a new password after a verified reset code, or as the forced change after login',
        description:
          'With `reference` (a verified reset code) no token is needed. Without it, the bearer token of the ' +
          'restricted session of a forced password change is required. Every session of the user ends.',
        body: ZChangePasswordRequest,
        response: {
          200: ZChangePasswordResponse,
          422: ZChangePasswordResponse,
          ...errorResponses(...bodyErrors, 401, 403, ...commonErrors),
        },
      },
    },
    async (request, reply) => {
      const token = bearer.exec(request.headers.authorization ?? '')?.[1];
      const session =
        request.body.reference === undefined && token
          ? await resolveSession({ db: app.db, tenantId: request.tenant.id, token, cache: app.sessionCache })
          : null;
      const result = await changePassword(deps, {
        tenant: request.tenant,
        request: request.body,
        session: session?.forcedLogout ? null : session,
      });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    IdentityPaths.sendPhoneCode,
    {
      config: {
        auth: 'user',
        permission: 'none',
        restrictedSteps: ['verify_phone'],
        rateLimit: codeSendRateLimit,
      },
      schema: {
        tags: ['identity'],
        summary: 'Send an SMS code to the number entered, or skip when it is unchanged and already verified',
        body: ZSendPhoneCodeRequest,
        response: { 200: ZPhoneCodeResponse, ...errorResponses(...bodyErrors, 401, 403, ...commonErrors) },
      },
    },
    async (request) =>
      sendPhoneCode(deps, { tenant: request.tenant, request: request.body, session: requireUser(request) }),
  );

  app.post(
    IdentityPaths.verifyPhoneCode,
    {
      config: {
        auth: 'user',
        permission: 'none',
        restrictedSteps: ['verify_phone'],
        rateLimit: codeCheckRateLimit,
      },
      schema: {
        tags: ['identity'],
        summary: 'Check the SMS code; the number is saved as verified and the session becomes a full one',
        body: ZVerifyPhoneCodeRequest,
        response: {
          200: ZPhoneCodeResponse,
          422: ZPhoneCodeResponse,
          ...errorResponses(...bodyErrors, 401, 403, ...commonErrors),
        },
      },
    },
    async (request, reply) => {
      const result = await verifyPhoneCode(deps, {
        tenant: request.tenant,
        request: request.body,
        session: requireUser(request),
      });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    IdentityPaths.endUserSessions,
    {
      config: { auth: 'user', permission: OperatorPermission.ManageUserSessions },
      schema: {
        tags: ['identity'],
        summary: "End a user's sessions (operators); the user sees a logout notice at the next request",
        body: ZEndUserSessionsRequest,
        response: {
          200: ZEndUserSessionsResponse,
          ...errorResponses(...bodyErrors, 401, 403, ...commonErrors),
        },
      },
    },
    async (request) => endUserSessions({ db: app.db, operator: requireUser(request), request: request.body }),
  );

  app.post(
    IdentityPaths.logout,
    {
      config: { auth: 'user', permission: 'none', restrictedSteps: ['change_password', 'verify_phone'] },
      schema: {
        tags: ['identity'],
        summary: 'End the current session',
        response: { 200: ZLogoutResponse, ...errorResponses(401, ...commonErrors) },
      },
    },
    async (request) => logout({ db: app.db, user: requireUser(request) }),
  );
};
