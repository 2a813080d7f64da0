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
import { routeOptions } from '../../lib/route-options';
import { createAttemptLimiter } from './attempt-limiter';
import { authenticate } from './authenticate';
import { createBotCheck } from './bot-check';
import { changePassword } from './change-password';
import { endUserSessions } from './end-user-sessions';
import type { IdentityDeps } from './identity-deps';
import { logout } from './logout';
import { invitationRoutes } from './invitation-routes';
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
  // One bot check for the registration form and logins of accounts under attack: one challenge call serves both.
  const botCheck = createBotCheck();
  const deps: IdentityDeps = {
    db: app.db,
    messaging: createMessaging({ env: app.env, db: app.db }),
    limiter: createAttemptLimiter(),
  };

  await app.register(registrationRoutes, { botCheck });
  await app.register(invitationRoutes);

  app.post(
    IdentityPaths.authenticate,
    routeOptions(
      { auth: 'public', permission: 'none', rateLimit: authenticateRateLimit },
      {
        tags: ['identity'],
        summary: 'Log in with email and password; answers a session token or the next sign-in step',
        description:
          'Wrong credentials answer 401 with the same body for an unknown email and a wrong password. On a ' +
          'tenant that verifies devices, an untrusted X-Device-Id answers a verificationReference and mails a code. ' +
          'After many failed logins of the account, a device it does not trust must send a solved `botCheck` ' +
          '(Registration/Challenge); without one the answer is 401 BOT_CHECK_REQUIRED and no password is checked.',
        body: ZAuthenticateRequest,
        ok: ZAuthenticateResponse,
        also: { 401: ZAuthenticateResponse },
      },
    ),
    async (request, reply) => {
      const result = await authenticate(deps, {
        tenant: request.tenant,
        credentials: request.body,
        deviceId: deviceIdOf(request),
        callerAddress: request.ip,
        botCheck,
      });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    IdentityPaths.verifyDevice,
    routeOptions(
      { auth: 'public', permission: 'none', rateLimit: codeCheckRateLimit },
      {
        tags: ['identity'],
        summary: 'Finish a login with the emailed device code; the browser becomes trusted',
        body: ZVerifyDeviceRequest,
        ok: ZAuthenticateResponse,
        also: { 401: ZAuthenticateResponse },
      },
    ),
    async (request, reply) => {
      const result = await verifyDevice(deps, {
        tenant: request.tenant,
        request: request.body,
        callerAddress: request.ip,
      });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    IdentityPaths.resetPassword,
    routeOptions(
      { auth: 'public', permission: 'none', rateLimit: codeSendRateLimit },
      {
        tags: ['identity'],
        summary: 'Mail a password reset code; the same answer whether or not the email has an account',
        body: ZResetPasswordRequest,
        ok: ZResetPasswordResponse,
      },
    ),
    async (request) =>
      resetPassword(deps, {
        tenant: request.tenant,
        request: request.body,
        deviceId: deviceIdOf(request),
        callerAddress: request.ip,
      }),
  );

  app.post(
    IdentityPaths.verifyCode,
    routeOptions(
      { auth: 'public', permission: 'none', rateLimit: codeCheckRateLimit },
      {
        tags: ['identity'],
        summary: 'Check the emailed password reset code',
        body: ZVerifyCodeRequest,
        ok: ZVerifyCodeResponse,
        also: { 422: ZVerifyCodeResponse },
      },
    ),
    async (request, reply) => {
      const result = await verifyCode(deps, {
        tenant: request.tenant,
        request: request.body,
        callerAddress: request.ip,
      });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    IdentityPaths.changePassword,
    // Public because the reset flow has no session; the forced change presents its restricted session's token.
    routeOptions(
      { auth: 'public', permission: 'none', rateLimit: codeCheckRateLimit },
      {
        tags: ['identity'],
        summary: 'Set a new password after a verified reset code, or as the forced change after login',
        description:
          'With `reference` (a verified reset code) no token is needed. Without it, the bearer token of the ' +
          'restricted session of a forced password change is required. Every session of the user ends.',
        body: ZChangePasswordRequest,
        ok: ZChangePasswordResponse,
        also: { 422: ZChangePasswordResponse },
        errors: [401, 403],
      },
    ),
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
    routeOptions(
      {
        auth: 'user',
        permission: 'none',
        restrictedSteps: ['verify_phone'],
        rateLimit: codeSendRateLimit,
      },
      {
        tags: ['identity'],
        summary: 'Send an SMS code to the number entered, or skip when it is unchanged and already verified',
        body: ZSendPhoneCodeRequest,
        ok: ZPhoneCodeResponse,
        errors: [403],
      },
    ),
    async (request) =>
      sendPhoneCode(deps, { tenant: request.tenant, request: request.body, session: requireUser(request) }),
  );

  app.post(
    IdentityPaths.verifyPhoneCode,
    routeOptions(
      {
        auth: 'user',
        permission: 'none',
        restrictedSteps: ['verify_phone'],
        rateLimit: codeCheckRateLimit,
      },
      {
        tags: ['identity'],
        summary: 'Check the SMS code; the number is saved as verified and the session becomes a full one',
        body: ZVerifyPhoneCodeRequest,
        ok: ZPhoneCodeResponse,
        also: { 422: ZPhoneCodeResponse },
        errors: [403],
      },
    ),
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
    routeOptions(
      { auth: 'user', permission: OperatorPermission.ManageUserSessions },
      {
        tags: ['identity'],
        summary: "End a user's sessions (operators); the user sees a logout notice at the next request",
        body: ZEndUserSessionsRequest,
        ok: ZEndUserSessionsResponse,
      },
    ),
    async (request) => endUserSessions({ db: app.db, operator: requireUser(request), request: request.body }),
  );

  app.post(
    IdentityPaths.logout,
    routeOptions(
      { auth: 'user', permission: 'none', restrictedSteps: ['change_password', 'verify_phone'] },
      {
        tags: ['identity'],
        summary: 'End the current session',
        ok: ZLogoutResponse,
      },
    ),
    async (request) => logout({ db: app.db, user: requireUser(request) }),
  );
};
