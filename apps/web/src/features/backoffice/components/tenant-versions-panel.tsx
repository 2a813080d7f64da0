import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantDetail } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { usePublishTenant, type PublishAction } from '../api/publish-tenant';
import '../tenants-i18n';

export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * Publishing and the history: the newest version can be published once the form holds nothing unsaved; any other
 * version can be rolled back to (a copy of it goes live as a new version, the history stays as it was).
 */
export function TenantVersionsPanel({ tenant, dirty }: { tenant: TenantDetail; dirty: boolean }) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'versions' });
  const when = useDateTime();
  const publish = usePublishTenant();
  const latest = tenant.version;
  const versions = [...tenant.versions].sort((a, b) => b.version - a.version);

  const run = async (action: PublishAction, version: number) => {
    try {
      const answer = await publish.mutateAsync({ action, tenantId: tenant.tenantId, version });
      showToast({
        color: 'green',
        message:
          action === 'publish'
            ? t('published', { version: answer.version })
            : t('rolledBack', { from: version, version: answer.version }),
      });
    } catch (problem) {
      showToast({ color: 'red', message: errorMessage(problem) });
    }
  };
  const busy = (action: PublishAction, version: number) =>
    publish.isPending && publish.variables?.action === action && publish.variables.version === version;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tenant-versions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tenant-versions-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <Text size="sm" fw={600} role="status">
          {tenant.liveVersion === null ? t('notLive') : t('isLive', { version: tenant.liveVersion })}
        </Text>
        {tenant.liveVersion !== latest ? (
          <>
            {dirty ? (
              <Alert color="yellow" p="xs">
                {t('publishDirty')}
              </Alert>
            ) : null}
            <Button
              color="green"
              autoContrast
              disabled={dirty}
              loading={busy('publish', latest)}
              onClick={() => void run('publish', latest)}
            >
              {t('publishLatest', { version: latest })}
            </Button>
          </>
        ) : null}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list')}>
          {versions.map((item) => {
            const live = item.version === tenant.liveVersion;
            return (
              <Paper
                component="li"
                key={item.version}
                withBorder
                radius="sm"
                p="sm"
                bg={live ? 'green.0' : undefined}
              >
                <Stack gap={4}>
                  <Group gap="xs" justify="space-between">
                    <Text fw={600} size="sm">
                      {t('version', { version: item.version })}
                    </Text>
                    {live ? (
                      <Badge color="green" variant="filled">
                        {t('live')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('savedBy', { when: when(item.createdAt), who: item.createdBy })}
                  </Text>
                  {item.publishedAt ? (
                    <Text size="xs" c="dimmed">
                      {t('publishedAt', { when: when(item.publishedAt) })}
                    </Text>
                  ) : null}
                  {item.restoredFrom !== null ? (
                    <Text size="xs" c="dimmed">
                      {t('restoredFrom', { version: item.restoredFrom })}
                    </Text>
                  ) : null}
                  {!live && tenant.liveVersion !== null && item.version !== latest ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      style={{ alignSelf: 'flex-start' }}
                      aria-label={t('rollbackOf', { version: item.version })}
                      loading={busy('rollback', item.version)}
                      onClick={() => void run('rollback', item.version)}
                    >
                      {t('rollback')}
                    </Button>
                  ) : null}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
