import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RegistrationPaths,
  ZBotChallenge,
  ZRegisterResponse,
  ZRegistrationCodeSent,
  ZSendRegistrationEmailCodeRequest,
  ZSendRegistrationPhoneCodeRequest,
  ZVerifyRegistrationCodeRequest,
  ZVerifyRegistrationCodeResponse,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { createMessaging } from '../../adapters/registry';
import { routeOptions } from '../../lib/route-options';
import { createAttemptLimiter } from './attempt-limiter';
import type { BotCheck } from './bot-check';
import type { IdentityDeps } from './identity-deps';
import { challengeRateLimit, codeCheckRateLimit, codeSendRateLimit } from './rate-limits';
import { readRegistrationForm } from './read-registration-form';
import { registerAgency } from './register-agency';
import { checkRegistrationCode } from './registration-code';
import { sendRegistrationEmailCode, sendRegistrationPhoneCode } from './send-registration-code';

const publicAccess = { auth: 'public', permission: 'none' } as const;
const tags = ['registration'];

/** Agency sign-up (spec §5): bot check, email and phone codes, then the multipart registration. */
export const registrationRoutes: FastifyPluginAsyncZod<{ botCheck: BotCheck }> = async (
  app,
  { botCheck },
) => {
  // Only this context parses multipart; every other route keeps answering 415 to it.
  await app.register(multipart);
  const deps: IdentityDeps = {
    db: app.db,
    messaging: createMessaging({ env: app.env, db: app.db }),
    limiter: createAttemptLimiter(),
  };
  const files = createFileStore(app.env.DATA_DIR);

  app.get(
    RegistrationPaths.challenge,
    routeOptions(
      { ...publicAccess, rateLimit: challengeRateLimit },
      {
        tags,
        summary: 'A signed proof-of-work puzzle the registration form solves as its bot check',
        ok: ZBotChallenge,
      },
    ),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return botCheck.createChallenge();
    },
  );

  app.post(
    RegistrationPaths.sendEmailCode,
    routeOptions(
      { ...publicAccess, rateLimit: codeSendRateLimit },
      {
        tags,
        summary: 'Mail a code that proves the registering email; the same answer for any address',
        body: ZSendRegistrationEmailCodeRequest,
        ok: ZRegistrationCodeSent,
      },
    ),
    async (request) => sendRegistrationEmailCode(deps, { tenant: request.tenant, request: request.body }),
  );

  app.post(
    RegistrationPaths.sendPhoneCode,
    routeOptions(
      { ...publicAccess, rateLimit: codeSendRateLimit },
      {
        tags,
        summary: 'Text a code that proves the registering phone number',
        body: ZSendRegistrationPhoneCodeRequest,
        ok: ZRegistrationCodeSent,
      },
    ),
    async (request) => sendRegistrationPhoneCode(deps, { tenant: request.tenant, request: request.body }),
  );

  for (const [path, purpose] of [
    [RegistrationPaths.verifyEmailCode, 'registration-email'],
    [RegistrationPaths.verifyPhoneCode, 'registration-phone'],
  ] as const) {
    app.post(
      path,
      routeOptions(
        { ...publicAccess, rateLimit: codeCheckRateLimit },
        {
          tags,
          summary: `Check the ${purpose === 'registration-email' ? 'email' : 'phone'} code; its reference then proves the address`,
          body: ZVerifyRegistrationCodeRequest,
          ok: ZVerifyRegistrationCodeResponse,
          errors: [422],
        },
      ),
      async (request) => {
        await checkRegistrationCode({
          db: deps.db,
          tenantId: request.tenant.id,
          purpose,
          reference: request.body.reference,
          code: request.body.code,
          now: new Date(),
        });
        return { verified: true as const };
      },
    );
  }

  app.post(
    RegistrationPaths.register,
    routeOptions(
      { ...publicAccess, rateLimit: codeSendRateLimit },
      {
        tags,
        summary: 'Register an agency (multipart/form-data); it awaits an operator’s approval',
        description:
          'Text fields: type (1|2|3), corporate, companyName, firstName, lastName, email, emailReference, ' +
          'e164Code, phoneNumber, phoneReference, city, address, zipCode, password, consent, botCheck. Files: ' +
          'nationalIdFront, nationalIdBack, tradeLicense (each at most 1 MB; png, jpeg or pdf by content).',
        consumes: ['multipart/form-data'],
        ok: ZRegisterResponse,
        status: 201,
        errors: [400, 409, 413, 415, 422],
      },
    ),
    async (request, reply) => {
      const { fields, uploads } = await readRegistrationForm(request);
      const result = await registerAgency({
        db: deps.db,
        files,
        botCheck,
        tenant: request.tenant,
        fields,
        uploads,
      });
      return reply.status(201).send(result);
    },
  );
};
