import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { App } from './app/app';
import { ErrorFallback } from './app/error-fallback';
import { installChunkReloadHandler, unregisterServiceWorkers } from './lib/chunk-reload';
import { prepareLanguage, setTenantTranslations } from './lib/i18n';
import { applyBranding } from './tenant/apply-branding';
import { loadTenantConfig } from './tenant/load-tenant-config';
import { loadTheme } from './tenant/theme-registry';

unregisterServiceWorkers();
installChunkReloadHandler();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

// The theme's chunk is fetched as soon as the config names it, alongside the language.
const brand = loadTenantConfig().then(async (config) => ({
  config,
  theme: await loadTheme(config.global.theme),
}));

Promise.all([brand, prepareLanguage()]).then(
  ([{ config, theme }]) => {
    applyBranding(config);
    setTenantTranslations(config.translations);
    root.render(
      <StrictMode>
        <App config={config} theme={theme} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    root.render(
      <MantineProvider>
        <main id="main">
          <ErrorFallback error={error} />
        </main>
      </MantineProvider>,
    );
  },
);
