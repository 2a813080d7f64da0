import { useState } from 'react';
import { Alert, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDue } from '@portal/contracts';
import { LoadFailedAlert } from '../../../components/paged-results';
import { errorMessage } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { showToast } from '../../../lib/toasts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useSettlementDetails } from '../api/get-settlement-details';
import { useSettleNow } from '../api/settle-now';
import { FigureList } from './figure-list';

/**
 * Settling an order: reads afresh what the wallet holds and what paying leaves, then pays the whole outstanding
 * amount once the user confirms. A wallet that cannot cover it is said so before anything is sent.
 */
export function SettleModal({ order, onClose }: { order: OrderDue | null; onClose: () => void }) {
  const { t } = useTranslation('partialPayment');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const reference = order?.orderReference ?? null;
  const details = useSettlementDetails(reference);
  const settle = useSettleNow();
  const submissions = useSubmissionKeys();
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };
  const data = details.data;

  const confirm = async () => {
    if (!data) return;
    const body = { orderReference: data.orderReference, amount: data.outstandingAmount };
    setProblem(null);
    try {
      const answer = await settle.mutateAsync({ body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      showToast({
        color: 'green',
        message: t('settle.settled', {
          reference: answer.order.orderReference,
          amount: money(answer.settlement.amount, answer.settlement.currency),
        }),
      });
      close();
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('settle.inDoubt') : errorMessage(error));
    }
  };

  return (
    <Modal
      opened={order !== null}
      onClose={close}
      title={reference ? t('settle.title', { reference }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {details.isPending ? (
        <Skeleton h={140} radius="md" role="status" aria-label={t('settle.loading')} />
      ) : null}
      {details.isError ? (
        <LoadFailedAlert
          message={errorMessage(details.error, t('settle.loadFailed'))}
          retry={t('retry')}
          onRetry={() => void details.refetch()}
        />
      ) : null}
      {data ? (
        <Stack gap="md">
          <FigureList
            rows={[
              {
                label: t('settle.outstanding'),
                value: money(data.outstandingAmount, data.currency),
                strong: true,
              },
              { label: t('settle.dueDate'), value: time(data.dueAt) },
              { label: t('settle.walletBalance'), value: money(data.walletBalance, data.currency) },
              { label: t('settle.available'), value: money(data.availableBalance, data.currency) },
              {
                label: t('settle.balanceAfter'),
                value: money(data.balanceAfter, data.currency),
                color: data.balanceAfter < 0 ? 'red.8' : undefined,
              },
            ]}
          />
          {data.status === 'settled' ? (
            <Alert color="green">{t('settle.alreadySettled')}</Alert>
          ) : data.canSettle ? (
            <Alert color="blue">{t('settle.covered')}</Alert>
          ) : (
            <Alert color="red">{t('settle.notCovered')}</Alert>
          )}
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('settle.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={settle.isPending} disabled={!data.canSettle}>
              {t('settle.confirm', { amount: money(data.outstandingAmount, data.currency) })}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
