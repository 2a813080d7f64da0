import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const ApiTarget = 'http://localhost:3000';

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// API prefixes go to the API server; the Host header is kept (no changeOrigin) so the tenant is resolved from it.
// Anchored on `/{service}/api/`, so page paths such as /flight-search-result or /hotel/{requestId}/{hotelGuid} are
// not mistaken for a service.
const apiPattern =
  '^/(identity|customer|utility|tenant|flight|order|payment|package|hotel|visa|report|backoffice)/api/';
const proxied = { target: ApiTarget, changeOrigin: false };

// The home page and the small pieces the themes' home sections share (icons, links, money, pictures, Mantine's grid
// and card). Each theme's sections, with the shared home blocks (components/home) when it uses them, are a chunk of
// their own (below).
const HomeChunk = new RegExp(
  [
    String.raw`src[\/]features[\/](home|auth)[\/](?!components[\/](lower-section|login-validation|step-form|code-screen|code-boxes|new-password-screen|phone-entry-screen|reset-email-screen|password-changed-modal))`,
    String.raw`src[\/]components[\/](feature-icon|page-section|app-link)`,
    String.raw`src[\/]lib[\/]format-money`,
    String.raw`src[\/]tenant[\/]login-layouts[\/](brand-picture|login-layout-by-variation)`,
    // What every theme's header and footer share: on their own they would be small files of every first visit.
    String.raw`src[\/]tenant[\/]components[\/](footer-logos|header-login-action)`,
    String.raw`src[\/]components[\/]language-switch`,
    String.raw`node_modules[\/]@mantine[\/]core[\/]esm[\/](components[\/](SimpleGrid|Card|ThemeIcon|Paper)|core[\/]utils[\/]get-base-value)[\/]`,
    // Tiny Mantine pieces the home banner slider shares with signed-in pages: with the home page they cost its
    // first visit nothing, on their own they would be two more files (signed-in pages load this chunk anyway).
    String.raw`node_modules[\/]@mantine[\/](core[\/]esm[\/]core[\/]DirectionProvider|hooks[\/]esm[\/]utils[\/]clamp)[\/]`,
  ].join('|'),
);

/**
 * A theme's home sections, with what only they import, in one chunk per theme ("home-trotly"): were they in the
 * home chunk, every tenant's first visit would carry the sections of all four themes.
 */
const ThemeHomeSections = /src[\\/]tenant[\\/]themes[\\/]([^\\/]+)[\\/][^\\/]*home-sections/;

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // react-router's package exports always point at its development build (dev-only warnings and checks); the
  // production build it ships beside it is what a production bundle should carry.
  resolve:
    mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    host: true,
    proxy: {
      [apiPattern]: proxied,
      '^/health$': proxied,
      '^/docs': proxied,
      '^/dev/': proxied,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets the bundle-size benchmark follow exactly what the first visit loads.
    manifest: true,
    // The entry chunk is one file on purpose (see the groups below); its budget is the gzip size the bench checks.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry needs before the first paint, in one file: one request, one compression window.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The home page with its login box and sections, fetched together on "/" (the slider, the lower
            // section, the login rules with zod, the sign-in steps after the password and the form library they
            // use stay separate: they load when they are needed).
            { name: 'home', test: HomeChunk, priority: 1 },
            {
              name: (id) => `home-${ThemeHomeSections.exec(id)?.[1] ?? 'theme'}`,
              test: ThemeHomeSections,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
