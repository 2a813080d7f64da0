import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CheckoutScreen, SandboxPaymentGateway } from './sandbox-payment-gateway';
import {
  renderCheckoutPage,
  renderMissingPage,
  renderOutcomePage,
  sandboxStylesPath,
} from './sandbox-payment-gateway-page';
import type { FormFields } from './sandbox-payment-gateway-rules';

/** How often abandoned checkouts are looked for. */
const sweepEveryMs = 60_000;

/** The gateway's pages belong to no tenant and need no session of ours: the payer is at the gateway. */
const gatewayAccess = { auth: 'public', permission: 'none', tenant: 'none' } as const;
const tags = ['sandbox-gateway'];
const styles = readFileSync(new URL('./sandbox-payment-gateway.css', import.meta.url), 'utf8');

const ZSessionParams = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_-]{10,40}$/) });
const ZFormBody = z.record(z.string(), z.string()).optional();

function send(reply: FastifyReply, screen: CheckoutScreen) {
  // Card, PIN and password pages must never be kept by a browser or proxy.
  void reply.header('cache-control', 'no-store');
  switch (screen.kind) {
    case 'missing':
      return reply.status(404).type('text/html; charset=utf-8').send(renderMissingPage());
    case 'redirect':
      return reply.redirect(screen.url, 303);
    case 'done':
      return reply.type('text/html; charset=utf-8').send(renderOutcomePage(screen.session, screen.returnUrl));
    case 'form':
      return reply
        .status(Object.keys(screen.errors).length > 0 ? 422 : 200)
        .type('text/html; charset=utf-8')
        .send(renderCheckoutPage(screen.session, screen.values, screen.errors));
  }
}

/**
 * The built-in sandbox gateway's hosted checkout: server-rendered pages whose plain HTML forms post back here
 * (application/x-www-form-urlencoded, parsed only in this context). An unknown or malformed session is a 404 page.
 * Like a real gateway it also tells the merchant of checkouts abandoned past their time, without waiting for a
 * payer to come back to the page.
 */
export function sandboxGatewayRoutes(gateway: SandboxPaymentGateway): FastifyPluginAsync {
  return async (app) => {
    const sweep = setInterval(() => {
      gateway
        .expireOverdue()
        .catch((error: unknown) => app.log.error({ err: error }, 'expiring checkouts failed'));
    }, sweepEveryMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      sandboxStylesPath,
      { config: gatewayAccess, schema: { tags, hide: true } },
      async (_request, reply) =>
        reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(styles),
    );

    const base = '/sandbox-gateway/checkout/:sessionId';
    app.get(
      base,
      {
        config: gatewayAccess,
        schema: { tags, summary: 'The sandbox gateway’s hosted checkout page (HTML)' },
      },
      async (request, reply) => {
        const params = ZSessionParams.safeParse(request.params);
        return send(reply, params.success ? await gateway.show(params.data.sessionId) : { kind: 'missing' });
      },
    );

    const actions: Array<[string, (sessionId: string, fields: FormFields) => Promise<CheckoutScreen>]> = [
      ['card', gateway.payByCard],
      ['wallet/code', gateway.sendWalletCode],
      ['wallet/confirm', gateway.confirmWallet],
      ['net-banking', gateway.payByNetBanking],
      ['cancel', (sessionId) => gateway.cancel(sessionId)],
    ];
    for (const [action, run] of actions) {
      app.post(
        `${base}/${action}`,
        {
          config: gatewayAccess,
          schema: { tags, summary: `Sandbox checkout: ${action} (HTML form post)`, hide: true },
        },
        async (request, reply) => {
          const params = ZSessionParams.safeParse(request.params);
          const body = ZFormBody.safeParse(request.body);
          if (!params.success) return send(reply, { kind: 'missing' });
          return send(reply, await run(params.data.sessionId, body.success ? (body.data ?? {}) : {}));
        },
      );
    }
  };
}
