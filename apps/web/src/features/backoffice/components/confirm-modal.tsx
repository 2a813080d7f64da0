import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * An operator's decision window: what the decision does, the problem the last try met, Cancel and the deciding
 * button. With `onSubmit` the body is a form the button submits; without, the button calls `onConfirm`, and
 * Cancel takes the focus, so a stray Enter does not decide.
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  shown = true,
  problem,
  confirmLabel,
  confirmColor,
  pending,
  onConfirm,
  onSubmit,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Whether the body is drawn; false leaves the window empty while it closes. */
  shown?: boolean;
  problem: string | null;
  confirmLabel: string;
  confirmColor?: string;
  pending: boolean;
  onConfirm?: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const body = (
    <Stack gap="md">
      {children}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus={onSubmit ? undefined : true}>
          {t('cancel')}
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          color={confirmColor}
          // Light fills (green) take dark text, so the decision reads at the contrast every other button has.
          autoContrast
          loading={pending}
          onClick={onSubmit ? undefined : onConfirm}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {!shown ? null : onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}
