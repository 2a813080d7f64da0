import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeNotification } from '@portal/contracts';
import { ConfirmModal } from './confirm-modal';

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
    <ConfirmModal
      opened={notification !== null}
      onClose={onClose}
      title={t('notifications.withdrawOf', { title: notification?.title ?? '' })}
      problem={problem}
      confirmLabel={t('notifications.confirmWithdraw')}
      confirmColor="red"
      pending={pending}
      onConfirm={onConfirm}
    >
      <Text size="sm">{t('notifications.withdrawExplained')}</Text>
    </ConfirmModal>
  );
}
