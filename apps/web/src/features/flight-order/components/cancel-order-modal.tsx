import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useCancelOrder } from '../api/cancel-order';

/** Confirms cancelling a held booking; the airline releases its seats and the order becomes Cancelled. */
export function CancelOrderModal({
  order,
  opened,
  onClose,
  onCancelled,
}: {
  order: FlightOrder;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('flightOrder');
  const cancel = useCancelOrder();
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    setProblem(null);
    try {
      await cancel.mutateAsync(order.orderReference);
      close();
      onCancelled();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={cancel.isPending ? () => undefined : close}
      title={t('cancel.title', { reference: order.orderReference })}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('cancel.body', { pnr: order.pnr ?? order.orderReference })}</Text>
        {cancel.isPending ? (
          <Text size="sm" fw={600} role="status">
            {t('processing')}
          </Text>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={cancel.isPending}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
