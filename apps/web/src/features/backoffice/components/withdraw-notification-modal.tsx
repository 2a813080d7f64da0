import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeNotification } from '@portal/contracts';

/** Asks before withdrawing: a withdrawal is final and takes the popup away from everyone at once. */
export function WithdrawNotificationModal({
  notification,
  onClose,
  onConfirm,
  pending,
  problem,
}: {
  notification: BackofficeNotification | null;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Modal
      opened={notification !== null}
      onClose={onClose}
      title={t('notifications.withdrawOf', { title: notification?.title ?? '' })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('notifications.withdrawExplained')}</Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {t('notifications.confirmWithdraw')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
