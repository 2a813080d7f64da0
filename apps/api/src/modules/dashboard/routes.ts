import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardPaths, ZDashboardResponse } from '@portal/contracts';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getDashboard } from './get-dashboard';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DashboardPaths.get,
    routeOptions(
      { auth: 'user', permission: 'Dashboard' },
      {
        tags: ['customer'],
        summary:
          'The dashboard: the widgets the caller may see (each needs its own functionality too) and the actions due',
        ok: ZDashboardResponse,
      },
    ),
    async (request) => {
      const user = requireAgencyUser(request);
      return getDashboard({ db: app.db, user, now: app.now() });
    },
  );
};
