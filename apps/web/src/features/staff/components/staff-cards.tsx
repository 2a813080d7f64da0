import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { StaffActions, fullName, type StaffActionHandlers } from './staff-actions';
import { StaffStatusBadge } from './staff-status-badge';
import { RoleCell, SignInCell } from './staff-table';

/** The staff on a phone: one card each, the actions under the details. */
export function StaffCards({ staff, handlers }: { staff: StaffMember[]; handlers?: StaffActionHandlers }) {
  const { t } = useTranslation('staff');
  return (
    <MoneyCards label={t('list.tableLabel')}>
      {staff.map((member) => (
        <MoneyCard
          key={member.staffId}
          reference={fullName(member)}
          isName
          status={<StaffStatusBadge status={member.status} />}
        >
          <Stack gap={4}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>
            <Group gap="xs">
              <RoleCell member={member} />
              <Text size="sm" c="dimmed">
                · {member.branch?.name ?? t('common.headOffice')}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('list.lastSignIn')}: <SignInCell member={member} />
            </Text>
            {handlers ? <StaffActions member={member} handlers={handlers} /> : null}
          </Stack>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
