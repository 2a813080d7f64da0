import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@portal/contracts';
import { StatusBadge } from '../../../components/status-badge';

function BranchStatus({ branch }: { branch: Branch }) {
  const { t } = useTranslation('companySettings');
  return (
    <StatusBadge color={branch.status === 'active' ? 'teal' : 'gray'} size="sm">
      {t(`branch.status.${branch.status}`)}
    </StatusBadge>
  );
}

function EditButton({ branch, onEdit }: { branch: Branch; onEdit: (branch: Branch) => void }) {
  const { t } = useTranslation('companySettings');
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => onEdit(branch)}
      aria-label={t('branch.editNamed', { name: branch.name })}
    >
      {t('common.edit')}
    </Button>
  );
}

/** The branches as a table (wider screens). */
export function BranchTable({ branches, onEdit }: { branches: Branch[]; onEdit?: (branch: Branch) => void }) {
  const { t } = useTranslation('companySettings');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('branch.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('branch.fields.name')}</Table.Th>
            <Table.Th>{t('branch.fields.city')}</Table.Th>
            <Table.Th>{t('branch.fields.contactName')}</Table.Th>
            <Table.Th>{t('branch.staff')}</Table.Th>
            <Table.Th>{t('branch.fields.status')}</Table.Th>
            {onEdit ? <Table.Th>{t('common.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {branches.map((branch) => (
            <Table.Tr key={branch.branchId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {branch.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {branch.code}
                </Text>
              </Table.Td>
              <Table.Td>{branch.city}</Table.Td>
              <Table.Td>
                <Text size="sm">{branch.contactName}</Text>
                <Anchor href={`mailto:${branch.email}`} size="xs">
                  {branch.email}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {branch.phone}
                </Text>
              </Table.Td>
              <Table.Td>{branch.activeStaff}</Table.Td>
              <Table.Td>
                <BranchStatus branch={branch} />
              </Table.Td>
              {onEdit ? (
                <Table.Td>
                  <EditButton branch={branch} onEdit={onEdit} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The branches as cards (phones). */
export function BranchCards({ branches, onEdit }: { branches: Branch[]; onEdit?: (branch: Branch) => void }) {
  const { t } = useTranslation('companySettings');
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('branch.tableLabel')}
    >
      {branches.map((branch) => (
        <Paper component="li" key={branch.branchId} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {branch.name}{' '}
                <Text span size="xs" c="dimmed">
                  ({branch.code})
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {branch.city}
              </Text>
            </Stack>
            <BranchStatus branch={branch} />
          </Group>
          <Text size="sm" mt={6}>
            {branch.contactName} · {branch.phone}
          </Text>
          <Anchor href={`mailto:${branch.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {branch.email}
          </Anchor>
          <Group justify="space-between" mt="xs">
            <Text size="xs" c="dimmed">
              {t('branch.staffCount', { count: branch.activeStaff })}
            </Text>
            {onEdit ? <EditButton branch={branch} onEdit={onEdit} /> : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
