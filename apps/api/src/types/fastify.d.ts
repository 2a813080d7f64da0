import type { RoutePermission } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { Cache } from '../adapters/cache';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { HotelSupplier } from '../adapters/hotel-supply';
import type { SandboxGds } from '../adapters/sandbox-gds/sandbox-gds';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { SessionCache } from '../modules/identity/session-cache';
import type { SessionRestriction, SessionUser } from '../modules/identity/session.repository';
import type { TenantDirectory } from '../modules/tenant/tenant-directory';
import type { ResolvedTenant } from '../modules/tenant/tenant.repository';

/** What a route must declare about itself; the route inventory test fails a route that declares nothing. */
export type AuthDecision = 'public' | 'user';
export type PermissionDecision = RoutePermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthDecision;
    permission?: PermissionDecision;
    /** 'none' for routes that serve every host alike (health, docs, static files). */
    tenant?: 'required' | 'none';
    /** The sign-in steps whose restricted sessions may call this route; other restricted sessions get 403. */
    restrictedSteps?: SessionRestriction[];
    /** The one route an operator-ended session may still call, to learn that it was ended (the user context). */
    acceptsEndedSession?: boolean;
  }

  interface FastifyInstance {
    db: Db;
    env: Env;
    /** Search sessions and results; shared between processes when Redis backs it. */
    cache: Cache;
    /** The flight supplier (the sandbox GDS). */
    supply: FlightSupply;
    /** The flight supplier's booking side: reprice, PNRs, tickets, seat maps. */
    flightBooking: FlightBookingSupplier;
    /** The built-in sandbox GDS behind both, for its own calls (PNRs made at the airline, expiry). */
    sandboxGds: SandboxGds;
    /** The hotel supplier (the sandbox bed bank): catalogue, priced search, bookings. */
    hotelSupplier: HotelSupplier;
    /** The clock of time-bound business state (search expiry); tests move it forward. */
    now: () => Date;
    /** What hosts resolve to, remembered briefly and forgotten on every process when a tenant is published. */
    tenantDirectory: TenantDirectory;
    /** Resolved sessions, where the database announces identity changes. */
    sessionCache: SessionCache | null;
  }

  interface FastifyRequest {
    /** Set before the handler of every route whose config does not say `tenant: 'none'`. */
    tenant: ResolvedTenant;
    /** Set on routes with `auth: 'user'`; null elsewhere. */
    user: SessionUser | null;
  }
}
