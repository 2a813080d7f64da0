import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useSetStaffStatus } from '../api/set-staff-status';

/**
 * Suspend or reactivate, confirmed first: suspending signs the person out everywhere at once. Cancel takes the
 * focus, so a stray Enter changes nothing. The API's refusal (the last person who can manage staff) stays in view.
 */
export function StaffStatusModal({
  change,
  name,
  onClose,
}: {
  change: { member: StaffMember; next: 'active' | 'suspended' } | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const setStatus = useSetStaffStatus();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [change]);
  const suspending = change?.next === 'suspended';
  const title = suspending
    ? t('statusChange.suspendTitle', { name })
    : t('statusChange.reactivateTitle', { name });

  const confirm = () => {
    if (!change) return;
    setProblem(null);
    setStatus.mutate(
      { staffId: change.member.staffId, status: change.next },
      {
        onSuccess: () => {
          showToast({
            color: 'green',
            message: suspending
              ? t('statusChange.suspended', { name })
              : t('statusChange.reactivated', { name }),
          });
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened={change !== null} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">
          {suspending ? t('statusChange.suspendText', { name }) : t('statusChange.reactivateText', { name })}
        </Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('form.cancel')}
          </Button>
          <Button
            color={suspending ? 'red' : 'green'}
            autoContrast
            loading={setStatus.isPending}
            onClick={confirm}
          >
            {suspending ? t('statusChange.suspend') : t('statusChange.reactivate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
