import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { TenantConfig } from '@portal/contracts';
import type { ThemeParts } from './theme-parts';

export type { HomeSectionsProps, LoginLayoutProps, ThemeParts } from './theme-parts';

interface TenantContextValue {
  config: TenantConfig;
  theme: ThemeParts;
  /** A brand drawn in the back office's preview: it shows what a signed-out visitor sees. */
  preview?: boolean;
}

const TenantContext = createContext<TenantContextValue | null>(null);

export function TenantProvider({ config, theme, children }: TenantContextValue & { children: ReactNode }) {
  return <TenantContext.Provider value={{ config, theme }}>{children}</TenantContext.Provider>;
}

function useTenantContext(): TenantContextValue {
  const value = useContext(TenantContext);
  if (!value) throw new Error('Tenant configuration is not loaded yet.');
  return value;
}

/** The current tenant's configuration (loaded before the app renders). */
export function useTenantConfig(): TenantConfig {
  return useTenantContext().config;
}

/** Whether the brand is drawn in the back office's preview, as a signed-out visitor would see it. */
export function useIsBrandPreview(): boolean {
  return useTenantContext().preview === true;
}

/** The theme registry entry of the current tenant. */
export function useTheme(): ThemeParts {
  return useTenantContext().theme;
}

/** The theme's own page-loading animation, if the tenant is loaded and its theme has one. */
export function useThemePageLoader(): ComponentType | undefined {
  return useContext(TenantContext)?.theme.PageLoader;
}
