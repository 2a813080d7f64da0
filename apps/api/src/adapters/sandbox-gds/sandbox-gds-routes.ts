import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { SupplierError } from '../flight-booking';
import { readConsoleForm } from './console-form';
import { renderConsolePage, sandboxGdsConsolePath, type ConsoleView } from './console-page';
import type { SandboxGds } from './sandbox-gds';
import { listAgencies } from './sandbox-gds.repository';

/** How often held PNRs past their time limit are looked for. */
const sweepEveryMs = 60_000;
const recentPnrs = 50;

/** The console belongs to no tenant and needs no session of ours: it stands for the airline's own terminal. */
const consoleAccess = { auth: 'public', permission: 'none', tenant: 'none' } as const;
const tags = ['sandbox-gds'];
const ZFormBody = z.record(z.string(), z.string()).optional();

/**
 * The sandbox GDS's running parts: a sweep that expires lapsed holds (their seats go back on sale), and while
 * `console` is on (never in production) its console page at /sandbox-gds.
 */
export function sandboxGdsRoutes(options: {
  gds: SandboxGds;
  supply: FlightSupply;
  db: Db;
  now: () => Date;
  console: boolean;
}): FastifyPluginAsync {
  const { gds, db, now } = options;
  return async (app) => {
    const sweep = setInterval(() => {
      gds
        .expireLapsedPnrs(db, now())
        .catch((error: unknown) => app.log.error({ err: error }, 'expiring sandbox PNRs failed'));
    }, sweepEveryMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    if (!options.console) return;

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const show = async (
      reply: FastifyReply,
      status: number,
      view: Omit<ConsoleView, 'agencies' | 'pnrs'>,
    ) => {
      const [agencies, pnrs] = await Promise.all([
        listAgencies(db),
        gds.listRecentAirlinePnrs(db, recentPnrs),
      ]);
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderConsolePage({ ...view, agencies, pnrs }));
    };

    app.get(
      sandboxGdsConsolePath,
      {
        config: consoleAccess,
        schema: { tags, summary: 'The sandbox GDS console (HTML, not in production)' },
      },
      async (_request, reply) => show(reply, 200, { values: {}, errors: {}, created: null }),
    );

    app.post(
      sandboxGdsConsolePath,
      {
        config: consoleAccess,
        schema: {
          tags,
          summary: 'Sandbox GDS console: make a PNR at the airline (HTML form post)',
          hide: true,
        },
      },
      async (request, reply) => {
        const parsed = ZFormBody.safeParse(request.body);
        const values = parsed.success ? (parsed.data ?? {}) : {};
        const agencies = await listAgencies(db);
        const at = now();
        const form = readConsoleForm(values, {
          agencyIds: new Set(agencies.map((agency) => agency.id)),
          isAirport: (code) => /^[A-Z]{3}$/.test(code) && options.supply.airport(code) !== undefined,
          today: tenantToday(at),
        });
        if ('errors' in form) return show(reply, 422, { values, errors: form.errors, created: null });
        const agency = agencies.find((candidate) => candidate.id === form.booking.agencyId)!;
        try {
          const created = await gds.createOutsidePnr(db, {
            ...form.booking,
            tenantId: agency.tenantId,
            now: at,
          });
          return show(reply, 201, { values: {}, errors: {}, created });
        } catch (error) {
          if (!(error instanceof SupplierError)) throw error;
          return show(reply, 422, { values, errors: { form: error.message }, created: null });
        }
      },
    );
  };
}
