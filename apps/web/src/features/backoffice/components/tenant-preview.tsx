import { Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import {
  Loader,
  MantineProvider,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  Group,
} from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';
import { useLoginForm } from '../../../tenant/login-form-slot';
import { buildMantineTheme } from '../../../tenant/mantine-theme';
import { TenantProvider, useTenantConfig } from '../../../tenant/tenant-context';
import { loadTheme } from '../../../tenant/theme-registry';
import { draftConfig, type TenantFormValues } from '../utils/tenant-form';
import classes from './tenant-preview.module.css';
import '../tenants-i18n';

type PreviewPage = 'home' | 'login';

const wholeColour = /^#[0-9a-fA-F]{6}$/;

/** Stands in for the banner slider: the tenant's banners are its own data, not part of the brand. */
function BannerPlaceholder() {
  const config = useTenantConfig();
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'preview' });
  const cover = config.home.coverImage;
  return (
    <div className={classes.banner} style={cover ? { backgroundImage: `url("${cover}")` } : undefined}>
      {cover ? null : t('banner')}
    </div>
  );
}

function DraftSite({ config, page }: { config: TenantConfig; page: PreviewPage }) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'preview' });
  const LoginForm = useLoginForm();
  const theme = useQuery({
    queryKey: ['tenant-theme', config.global.theme],
    queryFn: () => loadTheme(config.global.theme),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!theme.data) return <Loader aria-label={t('loading')} m="xl" />;
  const { Header, Footer, HomeSections, LoginLayout } = theme.data;
  return (
    <TenantProvider config={config} theme={theme.data} preview>
      <Header />
      <Suspense fallback={<Skeleton h={600} />}>
        {page === 'home' ? (
          <HomeSections banners={<BannerPlaceholder />} login={<LoginForm withTitle />} />
        ) : (
          <LoginLayout form={<LoginForm />} cover={config.loginCover} />
        )}
      </Suspense>
      <Footer />
    </TenantProvider>
  );
}

/**
 * The live preview: the chosen theme's home page or login box drawn with the draft as it is typed, in the draft's
 * own colours (a nested Mantine theme whose variables stay inside the frame). It is a picture, not a site: `inert`
 * keeps it out of the tab order and away from the pointer.
 */
export function TenantPreview({
  control,
  tenantId,
}: {
  control: Control<TenantFormValues>;
  tenantId: string;
}) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'preview' });
  const [page, setPage] = useState<PreviewPage>('home');
  const values = useWatch({ control }) as TenantFormValues;
  const draft = useDeferredValue(values);
  const lastColour = useRef('#1c7ed6');
  const config = useMemo(() => draftConfig(tenantId, draft.brand), [tenantId, draft.brand]);
  if (wholeColour.test(config.global.primaryColor)) lastColour.current = config.global.primaryColor;
  const colour = lastColour.current;
  const mantineTheme = useMemo(() => buildMantineTheme(colour), [colour]);
  const { ref: viewport, width } = useElementSize();
  const { ref: stage, height } = useElementSize();
  // The theme's parts follow the window's breakpoints, not the frame's: a wide window draws the desktop site.
  const wide = useMediaQuery('(min-width: 62em)', true);
  const siteWidth = wide ? 1280 : 390;
  const scale = width > 0 ? Math.min(1, width / siteWidth) : 0.35;
  const pageName = t(page === 'home' ? 'pageHome' : 'pageLogin');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tenant-preview-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="tenant-preview-title">
            {t('title')}
          </Title>
          <SegmentedControl
            size="xs"
            value={page}
            onChange={(value) => setPage(value as PreviewPage)}
            data={[
              { value: 'home', label: t('home') },
              { value: 'login', label: t('login') },
            ]}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('note')}
        </Text>
        <div
          ref={viewport}
          className={classes.viewport}
          role="region"
          aria-label={t('label', { page: pageName })}
          style={{ height: height > 0 ? Math.min(height * scale, window.innerHeight * 0.75) : 320 }}
        >
          <div
            ref={stage}
            className={classes.stage}
            inert
            data-tenant-preview=""
            style={{ width: siteWidth, transform: `scale(${scale})` }}
          >
            <MantineProvider
              theme={mantineTheme}
              cssVariablesSelector="[data-tenant-preview]"
              deduplicateCssVariables={false}
              withGlobalClasses={false}
              forceColorScheme="light"
              getRootElement={() => document.querySelector<HTMLElement>('[data-tenant-preview]') ?? undefined}
            >
              <DraftSite config={config} page={page} />
            </MantineProvider>
          </div>
        </div>
      </Stack>
    </Paper>
  );
}
