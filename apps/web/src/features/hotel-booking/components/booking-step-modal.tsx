import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../bookings-i18n';

interface BookingStepModalProps {
  opened: boolean;
  title: string;
  /** Closes unless the step is under way. */
  onClose: () => void;
  /** The step is under way: both buttons wait. */
  pending: boolean;
  problem: string | null;
  /** The button that leaves without taking the step. */
  keepLabel: string;
  confirm: { label: string; onClick: () => void; color?: string; disabled?: boolean; testId: string };
  children: ReactNode;
}

/** A step on a booking (pay, cancel) in a modal: what it means, any problem, then leave or confirm. */
export function BookingStepModal({
  opened,
  title,
  onClose,
  pending,
  problem,
  keepLabel,
  confirm,
  children,
}: BookingStepModalProps) {
  const { t } = useTranslation('hotelBookings');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('cancel.close') }}
    >
      <Stack gap="md">
        {children}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {keepLabel}
          </Button>
          <Button
            color={confirm.color}
            onClick={confirm.onClick}
            loading={pending}
            disabled={confirm.disabled}
            data-testid={confirm.testId}
          >
            {confirm.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
