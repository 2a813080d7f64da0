import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@portal/contracts';

/** What may be done to a person; absent when the reader may not manage staff. */
export interface StaffActionHandlers {
  onEdit: (member: StaffMember) => void;
  onStatus: (member: StaffMember, next: 'active' | 'suspended') => void;
  onResend: (member: StaffMember) => void;
  /** The signed-in user's email: nobody may suspend themselves. */
  selfEmail: string;
  /** The invitation whose resend is under way. */
  resending: string | null;
}

export const fullName = (member: StaffMember) => `${member.firstName} ${member.lastName}`;

/** Edit, and by status: resend the invitation, suspend, or reactivate. */
export function StaffActions({ member, handlers }: { member: StaffMember; handlers: StaffActionHandlers }) {
  const { t } = useTranslation('staff');
  const name = fullName(member);
  const isSelf = member.email.toLowerCase() === handlers.selfEmail.toLowerCase();
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        aria-label={t('actions.editNamed', { name })}
        onClick={() => handlers.onEdit(member)}
      >
        {t('actions.edit')}
      </Button>
      {member.status === 'invited' ? (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('actions.resendNamed', { name })}
          loading={handlers.resending === member.staffId}
          onClick={() => handlers.onResend(member)}
        >
          {t('actions.resend')}
        </Button>
      ) : null}
      {member.status === 'active' && !isSelf ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          aria-label={t('actions.suspendNamed', { name })}
          onClick={() => handlers.onStatus(member, 'suspended')}
        >
          {t('actions.suspend')}
        </Button>
      ) : null}
      {member.status === 'suspended' ? (
        <Button
          size="compact-sm"
          variant="light"
          color="green"
          autoContrast
          aria-label={t('actions.reactivateNamed', { name })}
          onClick={() => handlers.onStatus(member, 'active')}
        >
          {t('actions.reactivate')}
        </Button>
      ) : null}
    </Group>
  );
}
