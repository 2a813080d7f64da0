import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A step that asks once more before it acts (pay, ticket, release): what will happen, then Confirm or Not now. */
export function ConfirmStepModal({
  opened,
  title,
  onClose,
  pending,
  problem,
  confirmLabel,
  confirmColor,
  onConfirm,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  pending: boolean;
  problem: string | null;
  confirmLabel: string;
  confirmColor?: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('groupFares');
  return (
    <Modal opened={opened} onClose={() => (pending ? undefined : onClose())} title={title} centered>
      <Stack gap="sm">
        {children}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('actions.notNow')}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
