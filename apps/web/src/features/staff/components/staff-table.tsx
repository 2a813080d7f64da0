import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@portal/contracts';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { StaffActions, fullName, type StaffActionHandlers } from './staff-actions';
import { StaffStatusBadge } from './staff-status-badge';

/** What a person holds: an owner holds everything, staff hold a role. */
export function RoleCell({ member }: { member: StaffMember }) {
  const { t } = useTranslation('staff');
  if (member.isOwner)
    return (
      <Badge variant="outline" size="sm" miw="max-content">
        {t('common.owner')}
      </Badge>
    );
  return <Text size="sm">{member.role?.name ?? '—'}</Text>;
}

/** When the person last signed in; for an invitation not yet accepted, until when its link works. */
export function SignInCell({ member }: { member: StaffMember }) {
  const { t } = useTranslation('staff');
  const at = useTenantDateTime();
  if (member.lastSignInAt) return <>{at(member.lastSignInAt)}</>;
  return (
    <Text span inherit c="dimmed">
      {member.status === 'invited' && member.invitationExpiresAt
        ? t('list.invitationUntil', { date: at(member.invitationExpiresAt) })
        : t('list.never')}
    </Text>
  );
}

/** The staff on a wider screen: one row per person, the actions at the end. */
export function StaffTable({ staff, handlers }: { staff: StaffMember[]; handlers?: StaffActionHandlers }) {
  const { t } = useTranslation('staff');
  return (
    <MoneyTable
      label={t('list.tableLabel')}
      minWidth={960}
      columns={[
        { label: t('list.name') },
        { label: t('list.role') },
        { label: t('list.branch') },
        { label: t('list.status') },
        { label: t('list.lastSignIn') },
        ...(handlers ? [{ label: t('list.actions'), hidden: true }] : []),
      ]}
    >
      {staff.map((member) => (
        <Table.Tr key={member.staffId}>
          <Table.Th scope="row" fw={400}>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {fullName(member)}
              </Text>
              <Text size="xs" c="dimmed">
                {[member.email, member.designation].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Table.Th>
          <Table.Td>
            <RoleCell member={member} />
          </Table.Td>
          <Table.Td>{member.branch?.name ?? t('common.headOffice')}</Table.Td>
          <Table.Td>
            <StaffStatusBadge status={member.status} />
          </Table.Td>
          <NoWrapCell>
            <SignInCell member={member} />
          </NoWrapCell>
          {handlers ? (
            <Table.Td>
              <StaffActions member={member} handlers={handlers} />
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}
