import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Business } from '@portal/contracts';
import type { Cache } from './adapters/cache';
import { createCache, createFlightSupplier, createHotelSupplier } from './adapters/registry';
import { ensureCurrencyRates } from './currency/currency-rates';
import type { Db, IdentityChangeFeed } from './db/client';
import type { Env } from './env';
import { afterSalesRoutes } from './modules/after-sales/routes';
import { backofficeRoutes } from './modules/backoffice/routes';
import { profileRoutes } from './modules/staff/profile-routes';
import { staffRoutes } from './modules/staff/routes';
import { bankAccountRoutes } from './modules/bank-account/routes';
import { companyRoutes } from './modules/company/routes';
import { customerRoutes } from './modules/customer/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { depositRoutes } from './modules/deposit/routes';
import { eTransactionRoutes } from './modules/e-transaction/routes';
import { onlinePaymentRoutes } from './modules/online-payment/routes';
import { devRoutes } from './modules/dev/routes';
import { flightRoutes } from './modules/flight/routes';
import { operatorGroupFareReleaseRoutes } from './modules/group-fare/operator-release-routes';
import { groupFareRoutes } from './modules/group-fare/routes';
import { hotelRoutes } from './modules/hotel/routes';
import { identityRoutes } from './modules/identity/routes';
import { followIdentityChanges } from './modules/identity/session-cache';
import { notificationRoutes } from './modules/notification/routes';
import { partialPaymentRoutes } from './modules/partial-payment/routes';
import { orderRoutes } from './modules/order/routes';
import { operatorHolidayRequestRoutes } from './modules/package/operator-request-routes';
import { holidayRequestRoutes } from './modules/package/request-routes';
import { packageCatalogueRoutes } from './modules/package/routes';
import { serializeError } from './lib/log-error';
import { startOrderExpiry } from './orders/expiry-scheduler';
import { paymentRoutes } from './modules/payment/routes';
import { referenceRoutes } from './modules/reference/routes';
import { reportRoutes } from './modules/report/routes';
import { systemRoutes } from './modules/system/routes';
import { tenantAssetRoutes } from './modules/tenant-admin/asset-routes';
import { tenantAdminRoutes } from './modules/tenant-admin/routes';
import { tenantRoutes } from './modules/tenant/routes';
import { utilityRoutes } from './modules/utility/routes';
import { visaRoutes } from './modules/visa/routes';
import { visaApplicationRoutes } from './modules/visa/application-routes';
import { operatorVisaApplicationRoutes } from './modules/visa/operator-application-routes';
import { operatorGroupFareRoutes } from './modules/group-fare/operator-routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { permissionPlugin } from './plugins/permission';
import { registerDocs, registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { generateRequestId, requestIdPlugin } from './plugins/request-id';
import { documentBearerAuth } from './plugins/route-access';
import { registerSecurity } from './plugins/security';
import { tenantPlugin } from './plugins/tenant';
import { requestInputPlugin } from './plugins/request-input';
import { registerWeb } from './plugins/web';

export interface BuildAppOptions {
  env: Env;
  db: Db;
  /** Sees every route as it is registered (the route inventory test walks them). */
  onRoute?: ((route: RouteOptions) => void) | undefined;
  /** A cache to use instead of the one the environment names. */
  cache?: Cache | undefined;
  /** The business clock (search expiry); tests pass one they can move. */
  now?: (() => Date) | undefined;
  /** Where the database offers it, resolved sessions are kept in memory and dropped on every identity change. */
  identityChanges?: IdentityChangeFeed | null | undefined;
  /** Where the log is written instead of standard output; tests read what an operator would. */
  logStream?: LogStream | undefined;
}

/** Probes and static files (brand pictures too) would drown the log; their failures are still logged. */
const isQuietRequest = (request: { url: string }) =>
  /^\/(?:health|assets\/|tenants\/|tenant\/api\/v1\/Asset\/File\/)/.test(request.url);

/** A destination for log lines (pino writes one JSON line per call). */
interface LogStream {
  write: (line: string) => void;
}

function loggerOptions(env: Env, stream: LogStream | undefined) {
  return {
    level: env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: { err: serializeError },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(env.NODE_ENV === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/**
 * Builds the server: framework settings, then cross-cutting plugins (errors, request ids, security, OpenAPI,
 * tenant and auth), then the API modules, then the docs page and the web app. Nothing listens here.
 */
export async function buildApp({
  env,
  db,
  onRoute,
  cache,
  now,
  identityChanges,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env, logStream),
    genReqId: generateRequestId,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: isQuietRequest,
    }),
    bodyLimit: Business.maxUploadBytes,
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('env', env);
  app.decorate('cache', cache ?? createCache(env));
  const flights = createFlightSupplier({ env, db, now: () => app.now() });
  app.decorate('supply', flights.supply);
  app.decorate('flightBooking', flights.booking);
  app.decorate('sandboxGds', flights.booking);
  app.decorate('hotelSupplier', createHotelSupplier({ env, db, now: () => app.now() }));
  app.decorate('now', now ?? (() => new Date()));
  // Flight prices in other currencies and hotel prices in BDT both read the stored rates.
  app.addHook('onReady', async () => ensureCurrencyRates({ db }));
  const sessionCache = identityChanges ? await followIdentityChanges(identityChanges, app.cache) : null;
  app.decorate('sessionCache', sessionCache?.cache ?? null);
  if (sessionCache) {
    app.addHook('onClose', sessionCache.stop);
    // An answer after an identity change leaves once every process can tell (see SessionCache).
    app.addHook('onSend', (_request, _reply, payload, done) => {
      const moving = sessionCache.cache.moving;
      if (!moving) return done(null, payload);
      moving.then(() => done(null, payload), done);
    });
  }
  // A cache handed in belongs to the caller, who closes it.
  if (!cache) app.addHook('onClose', async () => app.cache.close());
  // JSON only: a text body is answered 415 instead of being handed to a route as a string.
  app.removeContentTypeParser('text/plain');

  await app.register(errorsPlugin);
  await app.register(requestIdPlugin);
  await registerSecurity(app, env);
  await registerOpenApi(app);
  await app.register(tenantPlugin);
  await app.register(authPlugin);
  await app.register(permissionPlugin);

  await app.register(async (api) => {
    await registerRateLimit(api);
    await api.register(requestInputPlugin);
    documentBearerAuth(api);
    await api.register(systemRoutes);
    await api.register(tenantRoutes);
    await api.register(tenantAssetRoutes);
    await api.register(tenantAdminRoutes);
    await api.register(utilityRoutes);
    await api.register(notificationRoutes);
    await api.register(identityRoutes);
    await api.register(customerRoutes);
    await api.register(dashboardRoutes);
    await api.register(companyRoutes);
    await api.register(backofficeRoutes);
    await api.register(referenceRoutes);
    await api.register(flightRoutes);
    await api.register(hotelRoutes);
    await api.register(packageCatalogueRoutes);
    await api.register(orderRoutes);
    await api.register(afterSalesRoutes);
    await api.register(holidayRequestRoutes);
    await api.register(operatorHolidayRequestRoutes);
    await api.register(paymentRoutes);
    await api.register(depositRoutes);
    await api.register(onlinePaymentRoutes);
    await api.register(eTransactionRoutes);
    await api.register(partialPaymentRoutes);
    await api.register(reportRoutes);
    await api.register(bankAccountRoutes);
    await api.register(staffRoutes);
    await api.register(profileRoutes);
    await api.register(visaRoutes);
    await api.register(visaApplicationRoutes);
    await api.register(operatorVisaApplicationRoutes);
    await api.register(groupFareRoutes);
    await api.register(operatorGroupFareRoutes);
    await api.register(operatorGroupFareReleaseRoutes);
    await api.register(devRoutes);
    await api.register(flights.routes);
  });

  startOrderExpiry(app);
  await registerDocs(app);
  await registerWeb(app, env);
  return app;
}
