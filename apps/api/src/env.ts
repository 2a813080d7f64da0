import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root, so relative paths mean the same folder whichever directory the server starts from. */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const fromRoot = (value: string) => path.resolve(repositoryRoot, value);

/** An empty variable (`FOO=`) counts as unset, as it does in most .env tooling. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const urlWithScheme = (schemes: string[]) =>
  z.url().refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
    message: `must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`,
  });

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((address) => address.trim());
}

const ZEnv = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(z.coerce.number().int().min(1).max(65_535), 3000),
  HOST: withDefault(z.string(), '0.0.0.0'),
  /**
   * Which reverse proxy's X-Forwarded-For and X-Forwarded-Proto to believe: unset trusts none, `true` any, else a
   * comma-separated list of addresses or CIDR ranges.
   */
  TRUST_PROXY: withDefault(z.string(), 'false').transform(parseTrustProxy),
  DATA_DIR: withDefault(z.string(), './.data').transform(fromRoot),
  DATABASE_URL: optional(urlWithScheme(['postgres', 'postgresql'])),
  SMTP_URL: optional(urlWithScheme(['smtp', 'smtps'])),
  /** The outbox holds every login and reset code, so only this machine may read it unless this says otherwise. */
  OUTBOX_REMOTE_ACCESS: withDefault(z.enum(['true', 'false']), 'false').transform(
    (value) => value === 'true',
  ),
  /** Shared cache for search sessions when several API processes serve one site; in-process otherwise. */
  REDIS_URL: optional(urlWithScheme(['redis', 'rediss'])),
  /** The sandbox GDS: the same seed gives the same schedules and fares. */
  SUPPLY_SEED: withDefault(z.coerce.number().int().nonnegative(), 20_260_101),
  /** 'zero' answers every source at once (tests, benchmarks); 'realistic' lets results arrive in waves. */
  SUPPLY_LATENCY: withDefault(z.enum(['zero', 'realistic']), 'realistic'),
  /** API calls per client address per minute; raised only for load tests from one machine. */
  API_RATE_LIMIT_PER_MINUTE: withDefault(z.coerce.number().int().positive(), 600),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  WEB_DIST_DIR: withDefault(z.string(), 'apps/web/dist').transform(fromRoot),
  /**
   * Signs the payment gateway's results; each tenant's signing secret is derived from it, so one leaked tenant
   * secret reveals no other. Unset, every process draws its own at start: the built-in sandbox gateway signs and
   * checks inside the process that serves its checkout, so no guessable default can ever forge a payment.
   */
  PAYMENT_GATEWAY_SECRET: withDefault(z.string().min(16), randomBytes(32).toString('hex')),
});
export type Env = z.infer<typeof ZEnv>;

/** Reads and validates the configuration; the only place that looks at process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
