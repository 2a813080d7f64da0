import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaApplication } from '@portal/contracts';
import { FigureRows } from '../../../components/hotel/figure-rows';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { showToast } from '../../../lib/toasts';
import { useMoney } from '../../../lib/use-money';
import { useCancelVisaApplication } from '../api/cancel-application';
import { useVisaCancellationQuote } from '../api/get-cancellation-quote';
import { translateVisaMessage } from '../utils/visa-message';
import '../application-i18n';

/**
 * Cancel before submission: the refund quote first (the government fees come back, the service fees are kept, the
 * work being done), then the cancellation under an Idempotency-Key, so a retry refunds once.
 */
export function CancelApplicationModal({
  application,
  opened,
  onClose,
}: {
  application: VisaApplication;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  const quote = useVisaCancellationQuote(application.orderReference, opened);
  const cancel = useCancelVisaApplication();
  const submissions = useSubmissionKeys();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (cancel.isPending) return;
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    setProblem(null);
    const body = {
      orderReference: application.orderReference,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    try {
      await cancel.mutateAsync({ body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      showToast({ color: 'green', message: t('cancel.done', { reference: application.orderReference }) });
      setReason('');
      onClose();
    } catch (error) {
      submissions.settle(error);
      if (isHttpStatus(error, 409)) void quote.refetch();
      setProblem(
        isInDoubt(error)
          ? t('cancel.inDoubt')
          : (translateVisaMessage(t, errorMessage(error)) ?? errorMessage(error)),
      );
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('cancel.title', { reference: application.orderReference })}
      centered
    >
      <Stack gap="sm">
        {quote.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('cancel.quoting')}</Text>
          </Group>
        ) : quote.isError ? (
          <Alert color="red" role="alert">
            {translateVisaMessage(t, errorMessage(quote.error)) ?? errorMessage(quote.error)}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('cancel.intro')}</Text>
            <FigureRows
              rows={[
                { label: t('cancel.paid'), value: money(quote.data.paid) },
                { label: t('cancel.kept'), value: money(quote.data.kept) },
                {
                  label: t('cancel.refund'),
                  value: money(quote.data.refund),
                  strong: true,
                  testId: 'visa-refund-quote',
                },
              ]}
            />
            <Textarea
              label={t('cancel.reason')}
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </>
        )}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => void confirm()}
            loading={cancel.isPending}
            disabled={!quote.data}
          >
            {quote.data
              ? t('cancel.confirm', { amount: money(quote.data.refund) })
              : t('cancel.confirmPlain')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
