import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  IdentityPaths,
  RegistrationMessage,
  RegistrationPaths,
  type AuthenticateResponse,
  type ErrorBody,
  type RegisterResponse,
} from '@portal/contracts';
import { agencies, agencyDocuments, users } from '../src/db/schema';
import { defaultFiles, pngBytes, register, solvedBotCheck, type MultipartFile } from './support/registration';
import { hosts } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const uploadsFolder = () => path.join(t.app.env.DATA_DIR, 'uploads');
const storedFiles = async () => readdir(uploadsFolder()).catch(() => [] as string[]);
const agencyCount = async () => (await t.db.select({ total: count() }).from(agencies))[0]?.total ?? 0;

/** Proves a refusal wrote nothing: no agency, user, document row or file. */
async function expectNothingWritten(action: () => Promise<{ statusCode: number }>, status: number) {
  const before = { agencies: await agencyCount(), files: (await storedFiles()).length };
  const response = await action();
  expect(response.statusCode).toBe(status);
  expect(await agencyCount()).toBe(before.agencies);
  expect((await storedFiles()).length).toBe(before.files);
}

const withFile = (name: string, file: Partial<MultipartFile>): MultipartFile[] =>
  defaultFiles().map((entry) => (entry.name === name ? { ...entry, ...file } : entry));

describe('registration', () => {
  it.each([
    ['1', 'false', 'proprietor'],
    ['2', 'false', 'partnership'],
    ['3', 'false', 'company'],
    ['3', 'true', 'corporate'],
  ] as const)(
    'registers type %s (corporate %s) as a %s agency awaiting approval',
    async (type, corporate, kind) => {
      const email = `owner-${kind}@register.test`;
      const response = await register(t.app, email, { overrides: { type, corporate } });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<RegisterResponse>();
      expect(body.status).toBe('pending');
      const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, body.agencyId));
      expect(agency).toMatchObject({
        type: kind,
        status: 'pending',
        tenantId: 'bdfare',
        city: 'Dhaka',
        zipCode: '1205',
      });
      const [owner] = await t.db.select().from(users).where(eq(users.email, email));
      expect(owner).toMatchObject({ agencyId: body.agencyId, role: 'agent', firstName: 'Karim' });
      const documents = await t.db
        .select()
        .from(agencyDocuments)
        .where(eq(agencyDocuments.agencyId, body.agencyId));
      expect(documents.map((document) => document.kind).sort()).toEqual([
        'nationalIdBack',
        'nationalIdFront',
        'tradeLicense',
      ]);
    },
  );

  it('keeps the owner out with a clear message while the registration awaits approval', async () => {
    await register(t.app, 'waiting@register.test');
    const response = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.authenticate,
      headers: { host: hosts.main },
      payload: { username: 'waiting@register.test', password: 'Strong@123' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<AuthenticateResponse>().error?.message).toBe(RegistrationMessage.awaitingApproval);
    const wrong = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.authenticate,
      headers: { host: hosts.main },
      payload: { username: 'waiting@register.test', password: 'Wrong@1234' },
    });
    expect(wrong.json<AuthenticateResponse>().error?.code).toBe('INVALID_CREDENTIALS');
  });

  it('accepts a file of exactly 1,048,576 bytes and refuses 1,048,577 with 413', async () => {
    const exact = await register(t.app, 'exact-size@register.test', {
      files: withFile('tradeLicense', { content: pngBytes(1_048_576), filename: 'big.png' }),
    });
    expect(exact.statusCode, exact.body).toBe(201);
    await expectNothingWritten(
      () =>
        register(t.app, 'too-big@register.test', {
          files: withFile('tradeLicense', { content: pngBytes(1_048_577), filename: 'big.png' }),
        }),
      413,
    );
  });

  it('refuses a fourth file with 400, saying how many files a registration takes', async () => {
    await expectNothingWritten(async () => {
      const response = await register(t.app, 'four-files@register.test', {
        files: [
          ...defaultFiles(),
          { name: 'tradeLicense', filename: 'extra.png', contentType: 'image/png', content: pngBytes() },
        ],
      });
      expect(response.json<ErrorBody>().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: RegistrationMessage.tooManyFiles,
      });
      return response;
    }, 400);
  });

  it.each([
    ['html renamed to png', '<!doctype html><html><script>alert(1)</script></html>', 'id.png', 'image/png'],
    [
      'svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'id.svg',
      'image/svg+xml',
    ],
  ])('refuses a %s with 415', async (_label, text, filename, contentType) => {
    await expectNothingWritten(
      () =>
        register(t.app, `wrong-type-${filename}@register.test`, {
          files: withFile('nationalIdFront', { content: Buffer.from(text), filename, contentType }),
        }),
      415,
    );
  });

  it('stores a path-like file name harmlessly under a generated name', async () => {
    const response = await register(t.app, 'path-name@register.test', {
      files: withFile('nationalIdFront', { filename: '../../etc/passwd.png' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { agencyId } = response.json<RegisterResponse>();
    const documents = await t.db.select().from(agencyDocuments).where(eq(agencyDocuments.agencyId, agencyId));
    for (const document of documents) {
      expect(document.storedName).toMatch(/^[0-9a-f-]{36}\.(png|jpg|pdf)$/);
      expect(await storedFiles()).toContain(document.storedName);
    }
    expect((await storedFiles()).some((name) => name.includes('passwd'))).toBe(false);
  });

  it('refuses a missing or foreign verification with 422 and writes nothing', async () => {
    await expectNothingWritten(
      () =>
        register(t.app, 'no-email-proof@register.test', {
          replace: { emailReference: 'not-a-real-reference' },
        }),
      422,
    );
    await expectNothingWritten(
      () =>
        register(t.app, 'no-phone-proof@register.test', {
          replace: { phoneReference: 'not-a-real-reference' },
        }),
      422,
    );
  });

  it('refuses a bad or replayed bot check', async () => {
    await expectNothingWritten(
      () =>
        register(t.app, 'bad-bot@register.test', {
          replace: { botCheck: Buffer.from('{}').toString('base64') },
        }),
      400,
    );
    const solution = await solvedBotCheck(t.app);
    const [tampered] = [JSON.parse(Buffer.from(solution, 'base64').toString()) as { number: number }];
    const forged = Buffer.from(JSON.stringify({ ...tampered, number: tampered.number + 1 })).toString(
      'base64',
    );
    await expectNothingWritten(
      () => register(t.app, 'forged-bot@register.test', { replace: { botCheck: forged } }),
      400,
    );
    const first = await register(t.app, 'replay-one@register.test', { replace: { botCheck: solution } });
    expect(first.statusCode).toBe(201);
    await expectNothingWritten(
      () => register(t.app, 'replay-two@register.test', { replace: { botCheck: solution } }),
      400,
    );
  });

  it('refuses invalid fields, a missing file or missing consent with 400', async () => {
    await expectNothingWritten(
      () => register(t.app, 'short@register.test', { overrides: { companyName: 'ab' } }),
      400,
    );
    await expectNothingWritten(
      () => register(t.app, 'consent@register.test', { overrides: { consent: 'false' } }),
      400,
    );
    await expectNothingWritten(
      () => register(t.app, 'missing-file@register.test', { files: defaultFiles().slice(0, 2) }),
      400,
    );
    await expectNothingWritten(
      () => register(t.app, 'weak@register.test', { overrides: { password: 'weakpass' } }),
      400,
    );
  });

  it('answers 409 EMAIL_TAKEN for an email already in use, once its code proved ownership', async () => {
    const response = await register(t.app, 'agent@demo.test');
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error.code).toBe('EMAIL_TAKEN');
  });

  it('answers the same code request for a known and an unknown email', async () => {
    const send = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: RegistrationPaths.sendEmailCode,
        headers: { host: hosts.main },
        remoteAddress: '10.8.0.1',
        payload: { email },
      });
    const known = await send('agent@demo.test');
    const unknown = await send('nobody@register.test');
    expect(known.statusCode).toBe(200);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
  });

  it('refuses a wrong code with 422', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: RegistrationPaths.sendEmailCode,
      headers: { host: hosts.main },
      remoteAddress: '10.8.0.2',
      payload: { email: 'wrong-code@register.test' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: RegistrationPaths.verifyEmailCode,
      headers: { host: hosts.main },
      remoteAddress: '10.8.0.2',
      payload: { reference: sent.json<{ reference: string }>().reference, code: '000000' },
    });
    expect(response.statusCode).toBe(422);
  });
});
