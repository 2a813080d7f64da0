import { Anchor, Badge, Group, Image, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TenantSummary } from '@portal/contracts';
import { useDateTime } from './tenant-versions-panel';
import '../tenants-i18n';

export const tenantPagePath = (tenantId: string) => `/backoffice/tenants/${tenantId}`;

function VersionText({ tenant }: { tenant: TenantSummary }) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'list' });
  if (tenant.liveVersion === null)
    return (
      <Badge color="gray" variant="light">
        {t('notLive', { latest: tenant.latestVersion })}
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Text size="sm">{t('live', { live: tenant.liveVersion, latest: tenant.latestVersion })}</Text>
      {tenant.liveVersion < tenant.latestVersion ? (
        <Text size="xs" c="orange.9">
          {t('unpublished')}
        </Text>
      ) : null}
    </Stack>
  );
}

function TenantName({ tenant }: { tenant: TenantSummary }) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'list' });
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={tenant.primaryLogo} alt="" h={28} w={72} fit="contain" />
      <Stack gap={0}>
        <Anchor
          component={Link}
          to={tenantPagePath(tenant.tenantId)}
          fw={600}
          aria-label={t('open', { name: tenant.name })}
        >
          {tenant.name}
        </Anchor>
        <Group gap={6}>
          <Text size="xs" c="dimmed" ff="monospace">
            {tenant.tenantId}
          </Text>
          {tenant.isMain ? (
            <Badge size="xs" variant="light">
              {t('main')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}

function ThemeText({ tenant }: { tenant: TenantSummary }) {
  const { t } = useTranslation('tenantAdmin');
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden="true"
        style={{ width: 12, height: 12, borderRadius: 3, background: tenant.primaryColor, flex: 'none' }}
      />
      <Text size="sm">{t(`themes.${tenant.theme}`)}</Text>
    </Group>
  );
}

/** The tenants on wider screens: one row each. */
export function TenantsTable({ rows }: { rows: TenantSummary[] }) {
  const { t } = useTranslation('tenantAdmin');
  const when = useDateTime();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.tenant')}</Table.Th>
            <Table.Th>{t('list.theme')}</Table.Th>
            <Table.Th>{t('list.loginLayout')}</Table.Th>
            <Table.Th>{t('list.hosts')}</Table.Th>
            <Table.Th>{t('list.version')}</Table.Th>
            <Table.Th>{t('list.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((tenant) => (
            <Table.Tr key={tenant.tenantId}>
              <Table.Td>
                <TenantName tenant={tenant} />
              </Table.Td>
              <Table.Td>
                <ThemeText tenant={tenant} />
              </Table.Td>
              <Table.Td>{t(`layouts.${tenant.loginVariation}`)}</Table.Td>
              <Table.Td>
                <Text size="sm">{tenant.hosts.join(', ')}</Text>
              </Table.Td>
              <Table.Td>
                <VersionText tenant={tenant} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(tenant.updatedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The tenants on phones: one card each. */
export function TenantsCards({ rows }: { rows: TenantSummary[] }) {
  const { t } = useTranslation('tenantAdmin');
  const when = useDateTime();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((tenant) => (
        <Paper component="li" key={tenant.tenantId} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <TenantName tenant={tenant} />
            <Group gap="md">
              <ThemeText tenant={tenant} />
              <Text size="sm">{t(`layouts.${tenant.loginVariation}`)}</Text>
            </Group>
            <Text size="sm">{tenant.hosts.join(', ')}</Text>
            <VersionText tenant={tenant} />
            <Text size="xs" c="dimmed">
              {t('list.updated')}: {when(tenant.updatedAt)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
