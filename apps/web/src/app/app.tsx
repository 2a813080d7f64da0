import type { TenantConfig } from '@portal/contracts';
import type { ThemeParts } from '../tenant/theme-parts';
import { Providers } from './providers';
import { AppRoutes, prefetchFirstPage } from './router';

prefetchFirstPage();

export function App({ config, theme }: { config: TenantConfig; theme: ThemeParts }) {
  return (
    <Providers config={config} theme={theme}>
      <AppRoutes config={config} />
    </Providers>
  );
}
