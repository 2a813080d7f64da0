import { Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider, Skeleton } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Business, type TenantConfig } from '@portal/contracts';
import { lazyPage } from '../lib/chunk-reload';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useToastsRequested } from '../lib/toasts';
import { LoginFormProvider, type LoginFormProps } from '../tenant/login-form-slot';
import { buildMantineTheme } from '../tenant/mantine-theme';
import { TenantProvider } from '../tenant/tenant-context';
import type { ThemeParts } from '../tenant/theme-parts';

export const loadLoginBox = () => import('../features/auth/components/login-box');
const LoginBox = lazyPage(loadLoginBox);

async function loadToasts() {
  const { Notifications } = await import('@mantine/notifications');
  return {
    default: function Toasts() {
      return <Notifications position="top-right" autoClose={Business.toastMs} />;
    },
  };
}
const Toasts = lazyPage(loadToasts);

/** The toast container mounts with the first toast (see showToast), keeping its code off the first load. */
function DeferredNotifications() {
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

function LoginFormSlot(props: LoginFormProps) {
  return (
    <Suspense fallback={<Skeleton h={320} radius="md" />}>
      <LoginBox {...props} />
    </Suspense>
  );
}

/** Everything a page relies on: translations, the tenant's theme, server state, toasts and the tenant itself. */
export function Providers({
  config,
  theme: themeParts,
  children,
}: {
  config: TenantConfig;
  theme: ThemeParts;
  children: ReactNode;
}) {
  const theme = useMemo(() => buildMantineTheme(config.global.primaryColor), [config.global.primaryColor]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <DeferredNotifications />
        <QueryClientProvider client={queryClient}>
          <TenantProvider config={config} theme={themeParts}>
            <LoginFormProvider value={LoginFormSlot}>{children}</LoginFormProvider>
          </TenantProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
