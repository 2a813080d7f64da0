import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';

/**
 * The frame every form in a dialog shares: a labelled form that the browser does not validate (the contracts'
 * schemas do), its fields, the server's refusal above the buttons, and Cancel beside the submit button. Something
 * to say beside the buttons (a count) goes in `footerStart`.
 */
export function FormModal({
  opened,
  onClose,
  title,
  formLabel,
  size = 'lg',
  fullScreen,
  centered = true,
  onSubmit,
  submitting,
  problem,
  problemTitle,
  cancelLabel,
  submitLabel,
  cancelDisabled,
  footerStart,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The form's accessible name; the title by default. */
  formLabel?: string;
  size?: ModalProps['size'];
  fullScreen?: boolean;
  centered?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  problem: string | null;
  problemTitle?: string;
  cancelLabel: string;
  submitLabel: string;
  cancelDisabled?: boolean;
  footerStart?: ReactNode;
  children: ReactNode;
}) {
  const buttons = (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={fullScreen}
      centered={centered}
    >
      <form noValidate aria-label={formLabel ?? title} onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          {problem ? (
            <Alert color="red" role="alert" title={problemTitle}>
              {problem}
            </Alert>
          ) : null}
          {footerStart ? (
            <Group justify="space-between" gap="sm">
              {footerStart}
              {buttons}
            </Group>
          ) : (
            buttons
          )}
        </Stack>
      </form>
    </Modal>
  );
}
