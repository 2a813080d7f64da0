import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { LoadFailedAlert, TableSkeleton } from '../../../components/paged-results';
import { useRoles } from '../api/load-roles';
import { RoleEditorModal } from './role-editor-modal';

/** The agency's roles: what each lets its holders do and how many hold it; created and edited by staff managers. */
export function RolesSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('staff');
  const roles = useRoles();
  // undefined: the editor is closed; null: a new role.
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);

  return (
    <Stack gap="md">
      <PageHeader
        order={2}
        title={t('roles.title')}
        intro={t('roles.intro')}
        actions={canManage ? <Button onClick={() => setEditing(null)}>{t('roles.new')}</Button> : null}
      />
      {roles.isError ? (
        <LoadFailedAlert
          message={t('roles.loadFailed')}
          retry={t('retry')}
          onRetry={() => void roles.refetch()}
        />
      ) : roles.isPending ? (
        <TableSkeleton label={t('list.loading')} rows={3} />
      ) : roles.data.roles.length === 0 ? (
        <Text c="dimmed">{t('roles.empty')}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('roles.title')}
        >
          {roles.data.roles.map((role) => (
            <Paper component="li" key={role.roleId} withBorder radius="md" p="md">
              <Stack gap="xs" h="100%" justify="space-between">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={700}>{role.name}</Text>
                    <Badge variant="light" size="sm" miw="max-content">
                      {t('roles.users', { count: role.userCount })}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('roles.permissions', { count: role.functionalities.length })}
                  </Text>
                </Stack>
                {canManage ? (
                  <Group justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={t('roles.editNamed', { name: role.name })}
                      onClick={() => setEditing(role)}
                    >
                      {t('roles.edit')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {canManage ? (
        <RoleEditorModal
          opened={editing !== undefined}
          role={editing ?? null}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Stack>
  );
}
