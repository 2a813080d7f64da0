import type { FastifyInstance } from 'fastify';
import { DemoPassword } from '../../src/db/seed/demo-accounts';
import { IdentityPaths } from '@portal/contracts';

export const hosts = { main: 'localhost', skyway: 'skyway.localhost' } as const;

/** Logs a demo (or built) user in through the real call and returns the session token. */
export async function login(
  app: FastifyInstance,
  email: string,
  options: { host?: string; password?: string } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: IdentityPaths.authenticate,
    headers: { host: options.host ?? hosts.main },
    payload: { username: email, password: options.password ?? DemoPassword },
  });
  if (response.statusCode !== 200) throw new Error(`Login of ${email} failed: ${response.body}`);
  const token = response.json<{ identity: { token: string } }>().identity.token;
  return token;
}
