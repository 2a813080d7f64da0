import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IdentityPaths,
  type AuthenticateResponse,
  type ErrorBody,
  type ResetPasswordResponse,
} from '@portal/contracts';
import { buildAgency, buildUser } from '../src/db/seed/builders';
import { latestCodeTo } from './support/outbox';
import { solvedBotCheck } from './support/registration';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ownerAddress = '10.60.0.1';
const post = (
  url: string,
  payload: Record<string, unknown>,
  options: { host?: string; address: string; deviceId?: string },
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: options.host ?? hosts.main,
      ...(options.deviceId ? { 'x-device-id': options.deviceId } : {}),
    },
    payload,
    remoteAddress: options.address,
  });

async function buildOwner(tenantId: 'bdfare' | 'skyway', email: string) {
  const agency = await buildAgency(t.db, { tenantId, name: `${email} Travels` });
  await buildUser(t.db, { tenantId, agencyId: agency.id, email, password: 'Demo@1234' });
}

/** A stranger guessing the password from addresses of their own. */
async function wrongPasswords(email: string, count: number, host: string = hosts.main) {
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await post(
      IdentityPaths.authenticate,
      { username: email, password: `Guess@${attempt}000` },
      {
        host,
        address: `10.61.${Math.floor(attempt / 5)}.${attempt % 5}`,
        deviceId: `stranger-device-${attempt}`,
      },
    );
    expect([401, 429]).toContain(response.statusCode);
  }
}

/** A stranger sending junk codes under references they made up, to both code checks. */
async function junkCodeChecks(email: string, count: number) {
  for (let attempt = 0; attempt < count; attempt += 1) {
    const path = attempt % 2 === 0 ? IdentityPaths.verifyDevice : IdentityPaths.verifyCode;
    await post(
      path,
      { username: email, reference: `made-up-reference-${attempt}`, verificationCode: '123456' },
      { address: `10.62.0.${attempt}` },
    );
  }
}

describe('a stranger who knows an email cannot lock its owner out', () => {
  it('ten and more wrong passwords from other addresses leave the owner logging in from a trusted device', async () => {
    await buildOwner('bdfare', 'trusted-owner@demo.test');
    await login(t.app, 'trusted-owner@demo.test', { deviceId: 'owner-device-0001' });

    await wrongPasswords('trusted-owner@demo.test', 15);

    const owner = await post(
      IdentityPaths.authenticate,
      { username: 'trusted-owner@demo.test', password: 'Demo@1234' },
      { address: ownerAddress, deviceId: 'owner-device-0001' },
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json<AuthenticateResponse>().authenticated).toBe(true);
  });

  it('on a new device the owner passes the bot check and logs in; without it no password is judged', async () => {
    await buildOwner('skyway', 'new-device-owner@skyway.test');
    await wrongPasswords('new-device-owner@skyway.test', 10, hosts.skyway);

    const credentials = { username: 'new-device-owner@skyway.test', password: 'Demo@1234' };
    const asked = await post(IdentityPaths.authenticate, credentials, {
      host: hosts.skyway,
      address: ownerAddress,
      deviceId: 'owner-new-device-01',
    });
    expect(asked.statusCode).toBe(401);
    expect(asked.json<AuthenticateResponse>()).toMatchObject({
      authenticated: false,
      identity: null,
      error: { code: 'BOT_CHECK_REQUIRED' },
    });
    // A wrong password gets the same answer, so the question tells nothing about the password.
    const guessed = await post(
      IdentityPaths.authenticate,
      { ...credentials, password: 'Guess@1111' },
      { host: hosts.skyway, address: '10.63.0.1', deviceId: 'stranger-device-x' },
    );
    expect(guessed.body).toBe(asked.body);

    const owner = await post(
      IdentityPaths.authenticate,
      { ...credentials, botCheck: await solvedBotCheck(t.app, hosts.skyway) },
      { host: hosts.skyway, address: ownerAddress, deviceId: 'owner-new-device-01' },
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json<AuthenticateResponse>().authenticated).toBe(true);
  });

  it('slows the guesser down at their own address: 429 after ten wrong passwords from it', async () => {
    await buildOwner('bdfare', 'one-address@demo.test');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await post(
        IdentityPaths.authenticate,
        { username: 'one-address@demo.test', password: 'Guess@1234' },
        { address: '10.64.0.1', deviceId: 'stranger-device-1' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await post(
      IdentityPaths.authenticate,
      { username: 'one-address@demo.test', password: 'Demo@1234' },
      { address: '10.64.0.1', deviceId: 'stranger-device-1' },
    );
    expect(limited.json<ErrorBody>().error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('a trusted device logs in even from the address a guesser has worn out for the account', async () => {
    await buildOwner('bdfare', 'shared-address@demo.test');
    await login(t.app, 'shared-address@demo.test', { deviceId: 'owner-device-0003' });
    const sharedAddress = '10.67.0.1';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await post(
        IdentityPaths.authenticate,
        { username: 'shared-address@demo.test', password: 'Guess@1234' },
        { address: sharedAddress, deviceId: 'stranger-device-2' },
      );
    }
    const stranger = await post(
      IdentityPaths.authenticate,
      { username: 'shared-address@demo.test', password: 'Guess@1234' },
      { address: sharedAddress, deviceId: 'stranger-device-3' },
    );
    expect(stranger.statusCode).toBe(429);
    const owner = await post(
      IdentityPaths.authenticate,
      { username: 'shared-address@demo.test', password: 'Demo@1234' },
      { address: sharedAddress, deviceId: 'owner-device-0003' },
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json<AuthenticateResponse>().authenticated).toBe(true);
  });

  it('twenty junk code checks under made-up references leave the owner’s device code working', async () => {
    await buildOwner('bdfare', 'device-code-owner@demo.test');
    const started = await post(
      IdentityPaths.authenticate,
      { username: 'device-code-owner@demo.test', password: 'Demo@1234' },
      { address: ownerAddress, deviceId: 'owner-device-0002' },
    );
    const reference = started.json<AuthenticateResponse>().verificationReference ?? '';
    expect(reference).not.toBe('');

    await junkCodeChecks('device-code-owner@demo.test', 20);

    const verified = await post(
      IdentityPaths.verifyDevice,
      {
        username: 'device-code-owner@demo.test',
        reference,
        verificationCode: await latestCodeTo(t.db, 'device-code-owner@demo.test'),
      },
      { address: ownerAddress, deviceId: 'owner-device-0002' },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json<AuthenticateResponse>().authenticated).toBe(true);
  });

  it('twenty junk code checks under made-up references leave the owner’s reset code working', async () => {
    await buildOwner('bdfare', 'reset-code-owner@demo.test');
    const reset = await post(
      IdentityPaths.resetPassword,
      { username: 'reset-code-owner@demo.test', deviceCheck: false },
      { address: ownerAddress },
    );
    const reference = reset.json<ResetPasswordResponse>().verificationReference ?? '';

    await junkCodeChecks('reset-code-owner@demo.test', 20);

    const verified = await post(
      IdentityPaths.verifyCode,
      {
        username: 'reset-code-owner@demo.test',
        reference,
        verificationCode: await latestCodeTo(t.db, 'reset-code-owner@demo.test'),
      },
      { address: ownerAddress },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, error: null });
  });

  it('five resets asked by a stranger from elsewhere leave the owner able to ask for one', async () => {
    await buildOwner('bdfare', 'reset-asker@demo.test');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post(
        IdentityPaths.resetPassword,
        { username: 'reset-asker@demo.test', deviceCheck: false },
        { address: `10.68.0.${attempt % 2}` },
      );
    }
    const owner = await post(
      IdentityPaths.resetPassword,
      { username: 'reset-asker@demo.test', deviceCheck: false },
      { address: ownerAddress },
    );
    expect(owner.statusCode).toBe(200);
    const reference = owner.json<ResetPasswordResponse>().verificationReference ?? '';
    const verified = await post(
      IdentityPaths.verifyCode,
      {
        username: 'reset-asker@demo.test',
        reference,
        verificationCode: await latestCodeTo(t.db, 'reset-asker@demo.test'),
      },
      { address: ownerAddress },
    );
    expect(verified.json()).toEqual({ verified: true, error: null });
  });

  it('still kills one code after five wrong tries under its own reference', async () => {
    await buildOwner('bdfare', 'five-tries@demo.test');
    const reset = await post(
      IdentityPaths.resetPassword,
      { username: 'five-tries@demo.test', deviceCheck: false },
      { address: ownerAddress },
    );
    const reference = reset.json<ResetPasswordResponse>().verificationReference ?? '';
    const code = await latestCodeTo(t.db, 'five-tries@demo.test');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post(
        IdentityPaths.verifyCode,
        { username: 'five-tries@demo.test', reference, verificationCode: wrong },
        { address: `10.65.0.${attempt}` },
      );
      expect(response.statusCode).toBe(422);
    }
    const right = await post(
      IdentityPaths.verifyCode,
      { username: 'five-tries@demo.test', reference, verificationCode: code },
      { address: ownerAddress },
    );
    expect(right.statusCode).toBe(422);
    expect(right.json()).toMatchObject({ verified: false, error: { code: 'INVALID_CODE' } });
  });

  it('slows junk code checks down at the sender’s address: 429 after twenty from it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await post(
        IdentityPaths.verifyCode,
        {
          username: `someone${attempt}@demo.test`,
          reference: `made-up-${attempt}`,
          verificationCode: '123456',
        },
        { address: '10.66.0.1' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
