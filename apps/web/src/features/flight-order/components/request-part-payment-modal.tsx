import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useRequestPartialPayment } from '../api/request-partial-payment';
import '../part-request-i18n';

const messageLimit = 500;

/**
 * Asks the tenant's operators to enable part payment on a held booking, with an optional message for them. A
 * refusal (already offered, already asked, too close to departure) is the server's own words.
 */
export function RequestPartPaymentModal({
  order,
  opened,
  onClose,
  onRequested,
}: {
  order: FlightOrder;
  opened: boolean;
  onClose: () => void;
  onRequested: (order: FlightOrder) => void;
}) {
  const { t } = useTranslation('flightOrderPartRequest');
  const request = useRequestPartialPayment();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setMessage('');
    setProblem(null);
    request.reset();
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const text = message.trim();
    try {
      const answer = await request.mutateAsync({
        orderReference: order.orderReference,
        ...(text ? { message: text } : {}),
      });
      close();
      onRequested(answer.order);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={request.isPending ? () => undefined : close}
      title={t('modal.title', { reference: order.orderReference })}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm">{t('modal.body')}</Text>
          <Textarea
            label={t('modal.message')}
            description={t('modal.messageHint')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={messageLimit}
            data-autofocus
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={request.isPending}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {t('modal.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
