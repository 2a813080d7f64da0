import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CustomerPaths,
  IdentityPaths,
  type AuthenticateResponse,
  type ErrorBody,
  type PhoneCodeResponse,
} from '@portal/contracts';
import { outboxMessages } from '../src/db/schema';
import { latestCodeTo } from './support/outbox';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** Each call from its own address, so the per-address limits of the code calls never interfere. */
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: hosts.main, ...headers },
    payload: payload as Record<string, unknown>,
    remoteAddress: `10.9.${Math.floor(addressCounter / 200)}.${(addressCounter++ % 200) + 1}`,
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const context = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: CustomerPaths.getUserContext,
    headers: { host: hosts.main, ...bearer(token) },
  });

async function authenticate(username: string, deviceId: string, password = 'Demo@1234') {
  const response = await post(
    IdentityPaths.authenticate,
    { username, password },
    { 'x-device-id': deviceId },
  );
  return { status: response.statusCode, body: response.json<AuthenticateResponse>() };
}

async function verifyDevice(username: string, reference: string, deviceId: string, code?: string) {
  const response = await post(
    IdentityPaths.verifyDevice,
    { username, reference, verificationCode: code ?? (await latestCodeTo(t.db, username)) },
    { 'x-device-id': deviceId },
  );
  return { status: response.statusCode, body: response.json<AuthenticateResponse>() };
}

describe('device verification (default tenant)', () => {
  it('mails a code for a new device; the code finishes the login and trusts the device', async () => {
    const first = await authenticate('agent@demo.test', 'device-one-0001');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ authenticated: false, identity: null, error: null });
    const reference = first.body.verificationReference ?? '';
    expect(reference.length).toBeGreaterThan(8);

    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'agent@demo.test'));
    expect(mail).toMatchObject({ channel: 'mail', tenantId: 'bdfare' });

    const code = await latestCodeTo(t.db, 'agent@demo.test');
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await verifyDevice('agent@demo.test', reference, 'device-one-0001', wrongCode);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.code).toBe('INVALID_CODE');

    const verified = await verifyDevice('agent@demo.test', reference, 'device-one-0001');
    expect(verified.status).toBe(200);
    expect(verified.body.authenticated).toBe(true);
    expect((await context(verified.body.identity?.token ?? '')).statusCode).toBe(200);

    const again = await authenticate('agent@demo.test', 'device-one-0001');
    expect(again.body.authenticated).toBe(true);
    const otherDevice = await authenticate('agent@demo.test', 'device-two-0002');
    expect(otherDevice.body).toMatchObject({ authenticated: false });
    expect(otherDevice.body.verificationReference).not.toBeNull();
  });

  it('does not ask on a tenant that does not require it', async () => {
    const response = await post(
      IdentityPaths.authenticate,
      { username: 'agent@skyway.test', password: 'Demo@1234' },
      { host: hosts.skyway },
    );
    expect(response.json<AuthenticateResponse>().authenticated).toBe(true);
  });
});

describe('forced password change', () => {
  it('gives a restricted session that can only change the password; then every session ends', async () => {
    const token = await login(t.app, 'newpass@demo.test');
    const restricted = await authenticate('newpass@demo.test', 'api-test-device-0001');
    expect(restricted.body).toMatchObject({
      authenticated: true,
      forceChangePassword: true,
      verifyPhoneNumber: false,
    });
    const restrictedToken = restricted.body.identity?.token ?? '';
    expect(token).not.toBe(restrictedToken);

    const elsewhere = await context(restrictedToken);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json<ErrorBody>().error.code).toBe('SESSION_RESTRICTED');
    const phone = await post(
      IdentityPaths.sendPhoneCode,
      { e164Code: '+880', phoneNumber: '1711-000005', changePhoneNumber: false },
      bearer(restrictedToken),
    );
    expect(phone.statusCode).toBe(403);

    const anonymous = await post(IdentityPaths.changePassword, {
      username: 'newpass@demo.test',
      password: 'Fresh@2345',
    });
    expect(anonymous.statusCode).toBe(401);
    const weak = await post(
      IdentityPaths.changePassword,
      { username: 'newpass@demo.test', password: 'weakpassword' },
      bearer(restrictedToken),
    );
    expect(weak.statusCode).toBe(400);
    const otherUser = await post(
      IdentityPaths.changePassword,
      { username: 'agent@demo.test', password: 'Fresh@2345' },
      bearer(restrictedToken),
    );
    expect(otherUser.statusCode).toBe(403);

    const changed = await post(
      IdentityPaths.changePassword,
      { username: 'newpass@demo.test', password: 'Fresh@2345' },
      bearer(restrictedToken),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ passwordChanged: true, error: null });

    expect((await context(restrictedToken)).statusCode).toBe(401);
    expect((await context(token)).statusCode).toBe(401);
    expect((await authenticate('newpass@demo.test', 'api-test-device-0001')).status).toBe(401);
    const fresh = await authenticate('newpass@demo.test', 'api-test-device-0001', 'Fresh@2345');
    expect(fresh.body).toMatchObject({ authenticated: true, forceChangePassword: false });
    expect((await context(fresh.body.identity?.token ?? '')).statusCode).toBe(200);
  });

  it('refuses a full session the forced-change call', async () => {
    const token = await login(t.app, 'agent@demo.test');
    const response = await post(
      IdentityPaths.changePassword,
      { username: 'agent@demo.test', password: 'Fresh@2345' },
      bearer(token),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('phone verification', () => {
  it('verifies an unverified number by SMS code, then the session is full', async () => {
    const device = 'phone-device-0001';
    const first = await authenticate('phone@demo.test', device);
    const login = await verifyDevice('phone@demo.test', first.body.verificationReference ?? '', device);
    expect(login.body).toMatchObject({
      authenticated: true,
      verifyPhoneNumber: true,
      phoneNumber: { e164Code: '+880', phoneNumber: '1711-000006' },
    });
    const token = login.body.identity?.token ?? '';
    expect((await context(token)).statusCode).toBe(403);

    const sent = await post(
      IdentityPaths.sendPhoneCode,
      { e164Code: '+880', phoneNumber: '1711-000006', changePhoneNumber: false },
      bearer(token),
    );
    expect(sent.statusCode).toBe(200);
    const sentBody = sent.json<PhoneCodeResponse>();
    expect(sentBody).toMatchObject({ smsSent: true, skip: false, verified: false, error: null });
    const code = await latestCodeTo(t.db, '+8801711000006');

    const wrongNumber = await post(
      IdentityPaths.verifyPhoneCode,
      {
        reference: sentBody.verificationReference,
        username: 'phone@demo.test',
        verificationCode: code,
        e164Code: '+880',
        phoneNumber: '1711-999999',
      },
      bearer(token),
    );
    expect(wrongNumber.statusCode).toBe(422);

    const resent = await post(
      IdentityPaths.sendPhoneCode,
      { e164Code: '+880', phoneNumber: '1811-123456', changePhoneNumber: true },
      bearer(token),
    );
    const resentBody = resent.json<PhoneCodeResponse>();
    const verified = await post(
      IdentityPaths.verifyPhoneCode,
      {
        reference: resentBody.verificationReference,
        username: 'phone@demo.test',
        verificationCode: await latestCodeTo(t.db, '+8801811123456'),
        e164Code: '+880',
        phoneNumber: '1811-123456',
      },
      bearer(token),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, error: null });
    expect((await context(token)).statusCode).toBe(200);

    const next = await authenticate('phone@demo.test', device);
    expect(next.body).toMatchObject({
      authenticated: true,
      verifyPhoneNumber: false,
      phoneNumber: { e164Code: '+880', phoneNumber: '1811-123456' },
    });
  });

  it('answers skip for an unchanged, already verified number', async () => {
    const token = await login(t.app, 'phonecheck@demo.test');
    expect((await context(token)).statusCode).toBe(403);
    const response = await post(
      IdentityPaths.sendPhoneCode,
      { e164Code: '+880', phoneNumber: '1711-000007', changePhoneNumber: false },
      bearer(token),
    );
    expect(response.json()).toEqual({
      smsSent: false,
      verificationReference: null,
      skip: true,
      verified: true,
      error: null,
    });
    expect((await context(token)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const reset = (username: string) => post(IdentityPaths.resetPassword, { username, deviceCheck: false });

  it('answers an unknown email exactly like a known one', async () => {
    const known = await reset('agent@skyway.test');
    const unknown = await reset('nobody@demo.test');
    expect(known.statusCode).toBe(unknown.statusCode);
    const shape = (body: Record<string, unknown>) => ({
      ...body,
      verificationReference: typeof body.verificationReference,
    });
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(shape(known.json())).toEqual({ mailSent: true, verificationReference: 'string', error: null });
  });

  it('mails a code; the verified code allows one password change; old sessions end', async () => {
    const oldToken = await login(t.app, 'reset@demo.test');
    const started = await reset('reset@demo.test');
    const reference = started.json<{ verificationReference: string }>().verificationReference;
    const code = await latestCodeTo(t.db, 'reset@demo.test');

    const early = await post(IdentityPaths.changePassword, {
      username: 'reset@demo.test',
      password: 'Reset@2345',
      reference,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ passwordChanged: false, error: { code: 'RESET_NOT_VERIFIED' } });

    const checked = await post(IdentityPaths.verifyCode, {
      username: 'reset@demo.test',
      reference,
      verificationCode: code,
    });
    expect(checked.json()).toEqual({ verified: true, error: null });
    const reused = await post(IdentityPaths.verifyCode, {
      username: 'reset@demo.test',
      reference,
      verificationCode: code,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ verified: false, error: { code: 'INVALID_CODE' } });

    const otherUser = await post(IdentityPaths.changePassword, {
      username: 'agent@demo.test',
      password: 'Reset@2345',
      reference,
    });
    expect(otherUser.statusCode).toBe(422);

    const changed = await post(IdentityPaths.changePassword, {
      username: 'reset@demo.test',
      password: 'Reset@2345',
      reference,
    });
    expect(changed.json()).toEqual({ passwordChanged: true, error: null });
    const twice = await post(IdentityPaths.changePassword, {
      username: 'reset@demo.test',
      password: 'Other@2345',
      reference,
    });
    expect(twice.statusCode).toBe(422);

    expect((await context(oldToken)).statusCode).toBe(401);
    expect(
      (await authenticate('reset@demo.test', 'api-test-device-0001', 'Reset@2345')).body.authenticated,
    ).toBe(true);
  });

  it('limits code mails per account: the sixth from one address, the twenty-first from anywhere, in ten minutes answers 429', async () => {
    const fromOneAddress = () =>
      t.app.inject({
        method: 'POST',
        url: IdentityPaths.resetPassword,
        headers: { host: hosts.main },
        payload: { username: 'ops@demo.test', deviceCheck: false },
        remoteAddress: '10.8.1.1',
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await fromOneAddress()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const fromAnywhere: number[] = [];
    for (let attempt = 0; attempt < 16; attempt += 1)
      fromAnywhere.push((await reset('ops@demo.test')).statusCode);
    expect(fromAnywhere.slice(0, 15).every((status) => status === 200)).toBe(true);
    expect(fromAnywhere[15]).toBe(429);
  });

  it('limits code sends per address: the eleventh a minute answers 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: IdentityPaths.resetPassword,
        headers: { host: hosts.main },
        payload: { username: `someone${attempt}@demo.test`, deviceCheck: false },
        remoteAddress: '10.8.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
