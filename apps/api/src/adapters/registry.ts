import type { FastifyPluginAsync } from 'fastify';
import {
  createBedBank,
  createFlightSupply,
  hotelImageSvg,
  type FlightSupply,
  type SeatInventory,
} from '@portal/sandbox-supply';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Cache } from './cache';
import type { HotelSupplier } from './hotel-supply';
import { createMemoryCache } from './cache-memory';
import { createRedisCache } from './cache-redis';
import type { Messaging } from './messaging';
import { createOutboxTransport } from './outbox-transport';
import type { PaymentGateway } from './payment-gateway';
import { createSandboxPaymentGateway, type SandboxGatewayOptions } from './sandbox-payment-gateway';
import { sandboxGatewayRoutes } from './sandbox-payment-gateway-routes';
import { createSandboxBedBank } from './sandbox-bed-bank/sandbox-bed-bank';
import { createSandboxGds, type SandboxGds } from './sandbox-gds/sandbox-gds';
import { sandboxGdsRoutes } from './sandbox-gds/sandbox-gds-routes';
import { createSeatInventory } from './sandbox-gds/seat-inventory';
import { createSmtpMailSender } from './smtp-mail';

/**
 * The outbox is shown only while no real transport is configured, and never in production, so codes meant for a
 * person's inbox are never on a public page.
 */
export function isOutboxEnabled(env: Pick<Env, 'SMTP_URL' | 'NODE_ENV'>): boolean {
  return !env.SMTP_URL && env.NODE_ENV !== 'production';
}

const loopbackAddress = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether a caller may read the enabled outbox: the server listens on every interface by default, and the outbox
 * hands out every tenant's codes, so only this machine itself may read it unless OUTBOX_REMOTE_ACCESS opens it.
 */
export function mayReadOutbox(env: Pick<Env, 'OUTBOX_REMOTE_ACCESS'>, callerAddress: string): boolean {
  return env.OUTBOX_REMOTE_ACCESS || loopbackAddress.test(callerAddress);
}

const defaultSender = 'Portal <no-reply@localhost>';

/**
 * Mail goes to SMTP when SMTP_URL is set, else to the outbox. There is no SMS gateway yet: SMS are kept in the
 * outbox table either way, and readable only while the outbox is enabled.
 */
export function createMessaging(options: { env: Env; db: Db }): Messaging {
  const outbox = createOutboxTransport(options.db);
  const mail = options.env.SMTP_URL
    ? createSmtpMailSender({ url: options.env.SMTP_URL, from: defaultSender })
    : outbox;
  return { mail, sms: outbox };
}

/** Redis when REDIS_URL is set, so several API processes share search sessions; else this process's memory. */
export function createCache(env: Pick<Env, 'REDIS_URL'>): Cache {
  return env.REDIS_URL ? createRedisCache(env.REDIS_URL) : createMemoryCache();
}

/** The sandbox GDS's search side, priced in the point-of-sale currency, with seats sold counted by `inventory`. */
export function createSupply(
  env: Pick<Env, 'SUPPLY_SEED' | 'SUPPLY_LATENCY'>,
  inventory?: SeatInventory,
): FlightSupply {
  return createFlightSupply({
    seed: env.SUPPLY_SEED,
    latency: env.SUPPLY_LATENCY,
    currency: 'BDT',
    inventory,
  });
}

/** The sandbox GDS's console page is a development tool, never served in production (as the outbox). */
export function isSandboxConsoleEnabled(env: Pick<Env, 'NODE_ENV'>): boolean {
  return env.NODE_ENV !== 'production';
}

/**
 * The flight supplier: the sandbox GDS's search (supply) and booking side over one seat inventory kept in the
 * database, so search sees the seats our PNRs hold; `routes` runs its expiry sweep and serves its console.
 */
export function createFlightSupplier(options: { env: Env; db: Db; now: () => Date }): {
  supply: FlightSupply;
  booking: SandboxGds;
  routes: FastifyPluginAsync;
} {
  const { env, db, now } = options;
  const inventory = createSeatInventory({ db });
  const supply = createSupply(env, inventory);
  const booking = createSandboxGds({ supply, seed: env.SUPPLY_SEED, inventory, db, now });
  const routes = sandboxGdsRoutes({ gds: booking, supply, db, now, console: isSandboxConsoleEnabled(env) });
  return { supply, booking, routes };
}

/**
 * The hotel supplier: the sandbox bed bank (deterministic by the supply seed, its sources answering after their
 * latency) over the rooms its bookings hold in the database. Every call takes its own instant from the caller's
 * business clock (`now`, named here as for the flight supplier).
 */
export function createHotelSupplier(options: {
  env: Pick<Env, 'SUPPLY_SEED' | 'SUPPLY_LATENCY'>;
  db: Db;
  now: () => Date;
}): HotelSupplier {
  const bank = createBedBank({ seed: options.env.SUPPLY_SEED, latency: options.env.SUPPLY_LATENCY });
  return createSandboxBedBank({ bank, db: options.db, image: hotelImageSvg });
}

/**
 * The payment gateway: the built-in sandbox (its checkout pages come with it) until a real gateway is configured.
 * `deliver` posts its signed results to our callback.
 */
export function createPaymentGateway(options: Omit<SandboxGatewayOptions, 'serverSecret'> & { env: Env }) {
  const gateway = createSandboxPaymentGateway({
    ...options,
    serverSecret: options.env.PAYMENT_GATEWAY_SECRET,
  });
  return { gateway: gateway as PaymentGateway, routes: sandboxGatewayRoutes(gateway) };
}
