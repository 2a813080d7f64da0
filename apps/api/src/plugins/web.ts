import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, Header, type TenantConfig } from '@portal/contracts';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { markRoutesPublic } from './route-access';

/** Paths that belong to the API side: never answered with the web app. */
const apiPath = /^\/(?:[A-Za-z][\w-]*\/api(?:\/|$)|health(?:\/|$)|docs(?:\/|$)|dev\/)/;
/** A missing file with one of these extensions is a 404, not the app (a stale chunk must fail to load). */
const fileExtension =
  /\.(?:js|mjs|css|map|json|svg|png|jpe?g|gif|webp|avif|ico|txt|xml|woff2?|ttf|webmanifest)$/i;

const configPlaceholder = '<!--tenant-config-->';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function iconType(href: string): string {
  const extension = path.extname(new URL(href, 'http://x').pathname).toLowerCase();
  return (
    {
      '.svg': 'image/svg+xml',
      '.png': 'image/png',
      '.ico': 'image/x-icon',
      '.jpg': 'image/jpeg',
      '.jpeg': 'image/jpeg',
    }[extension] ?? 'image/x-icon'
  );
}

/**
 * The app's index.html for one tenant: its config as an inert JSON script (with `<` escaped, so no text in it can
 * close the tag), its title and its favicon, so the first paint is already branded.
 */
export function renderIndexHtml(template: string, config: TenantConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const script = `<script id="tenant-config" type="application/json">${json}</script>`;
  const icon = `<link rel="icon" type="${iconType(config.logo.favIcon)}" href="${escapeHtml(config.logo.favIcon)}" />`;
  const title = `<title>${escapeHtml(config.global.title)}</title>`;

  let html = template.includes(configPlaceholder)
    ? template.replace(configPlaceholder, () => script)
    : template.replace('</head>', () => `${script}</head>`);
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  html = /<link\s[^>]*rel=["']icon["'][^>]*>/i.test(html)
    ? html.replace(/<link\s[^>]*rel=["']icon["'][^>]*>/i, () => icon)
    : html.replace('</head>', () => `${icon}</head>`);
  return html;
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !apiPath.test(pathname) && !fileExtension.test(pathname);
}

function routeNotFound(request: FastifyRequest): AppError {
  return new AppError(
    ErrorCode.RouteNotFound,
    404,
    `No such call: ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`,
  );
}

/**
 * Serves the built web app: files from the dist folder (hashed assets cached for a year), and for any other page
 * path the index.html of the request's tenant, so the single-page app can route it. API-looking paths that match
 * no route answer the JSON 404. Without a build (API tests, API-only runs) page requests answer 404 NOT_BUILT.
 */
export async function registerWeb(app: FastifyInstance, env: Env): Promise<void> {
  const indexFile = path.join(env.WEB_DIST_DIR, 'index.html');
  const built = existsSync(indexFile);
  let template: string | null = null;
  // Read once in production; in development a rebuild shows up without a restart.
  const loadTemplate = async () =>
    env.NODE_ENV === 'production' && template !== null
      ? template
      : (template = await readFile(indexFile, 'utf8'));

  // Set before the static files are registered, so their misses land here too.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) throw routeNotFound(request);
    if (!built) {
      throw new AppError(
        'NOT_BUILT',
        404,
        'The web app has not been built. Run `npm run build` and restart.',
      );
    }
    const header = request.headers[Header.tenantId];
    const tenant = await app.tenantDirectory.resolve({
      hostname: request.hostname,
      tenantIdHeader: typeof header === 'string' ? header : undefined,
    });
    const html = renderIndexHtml(await loadTemplate(), tenant.config);
    return reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  if (built) {
    await app.register(async (web) => {
      markRoutesPublic(web);
      web.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await web.register(fastifyStatic, {
        root: env.WEB_DIST_DIR,
        wildcard: true,
        index: false,
        cacheControl: false,
        // index.html is only ever served through the fallback above, with the tenant filled in.
        allowedPath: (pathname) => !pathname.endsWith('/') && pathname !== '/index.html',
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    });
  }
}
