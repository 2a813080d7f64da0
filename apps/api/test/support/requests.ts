import type { FastifyInstance } from 'fastify';
import { DemoPassword } from '../../src/db/seed/demo-accounts';
import { IdentityPaths, type AuthenticateResponse } from '@portal/contracts';
import { latestCodeTo } from './outbox';

export const hosts = { main: 'localhost', skyway: 'skyway.localhost' } as const;

/** The device id test logins present; the first login of each user from it goes through the emailed code. */
export const testDeviceId = 'api-test-device-0001';

/**
 * Logs a demo (or built) user in through the real calls and returns the session token. On a tenant that verifies
 * devices, the first login of a user answers a reference; the code is read from the outbox and VerifyDevice
 * finishes the login (the device is then trusted for that user).
 */
export async function login(
  app: FastifyInstance,
  email: string,
  options: { host?: string; password?: string; deviceId?: string; remoteAddress?: string } = {},
): Promise<string> {
  const headers = { host: options.host ?? hosts.main, 'x-device-id': options.deviceId ?? testDeviceId };
  // Logins are limited per address: a file signing many users in gives each its own.
  const from = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  const response = await app.inject({
    method: 'POST',
    url: IdentityPaths.authenticate,
    headers,
    ...from,
    payload: { username: email, password: options.password ?? DemoPassword },
  });
  if (response.statusCode !== 200) throw new Error(`Login of ${email} failed: ${response.body}`);
  let body = response.json<AuthenticateResponse>();
  if (!body.authenticated && body.verificationReference) {
    const verified = await app.inject({
      method: 'POST',
      url: IdentityPaths.verifyDevice,
      headers,
      ...from,
      payload: {
        username: email,
        reference: body.verificationReference,
        verificationCode: await latestCodeTo(app.db, email),
      },
    });
    if (verified.statusCode !== 200) throw new Error(`Device check of ${email} failed: ${verified.body}`);
    body = verified.json<AuthenticateResponse>();
  }
  const token = body.identity?.token;
  if (!token) throw new Error(`Login of ${email} gave no token: ${JSON.stringify(body)}`);
  return token;
}
