import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// Two runs on one machine need their own port and their own database folder.
const dataDir = process.env.E2E_DATA_DIR ?? `${import.meta.dirname}/.data-e2e`;

/**
 * Drives Chromium against the built app served by the API on a fresh embedded database
 * (the data folder is wiped before the server starts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'pages', testIgnore: /deposits\.spec\.ts/ },
    // The deposit tests read the demo wallet's balance before and after: they run once nothing else issues
    // tickets from that wallet.
    { name: 'wallet balance', testMatch: /deposits\.spec\.ts/, dependencies: ['pages'] },
  ],
  webServer: {
    command: `rm -rf '${dataDir}' && npm run --prefix .. serve`,
    cwd: import.meta.dirname,
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
