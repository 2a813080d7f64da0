import type { TenantConfig } from '@portal/contracts';
import { Providers } from './providers';
import { AppRoutes, prefetchFirstPage } from './router';

prefetchFirstPage();

export function App({ config }: { config: TenantConfig }) {
  return (
    <Providers config={config}>
      <AppRoutes config={config} />
    </Providers>
  );
}
