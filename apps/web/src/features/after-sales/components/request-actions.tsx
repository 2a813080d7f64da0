import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterSalesRequest, UpdateRequestStatusBody } from '@portal/contracts';
import type { AfterSalesPageKind } from '../../../lib/after-sales-paths';
import { errorMessage } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { showToast } from '../../../lib/toasts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useUpdateRequestStatus } from '../api/update-request-status';
import { agencyActions, type AgencyAction } from '../utils/request-actions';
import { ConfirmModal } from './confirm-modal';

/**
 * What the agency can do with its request now: accept the current quote (asked again in a dialog naming the money
 * and the tickets; sent under an Idempotency-Key so it happens once), decline it, cancel the request, or ask the
 * airline for a new quote after one lapsed. The server's refusal is shown as it says it.
 */
export function RequestActions({ kind, request }: { kind: AfterSalesPageKind; request: AfterSalesRequest }) {
  const { t } = useTranslation('afterSales');
  const money = useLedgerMoney();
  const update = useUpdateRequestStatus(kind);
  const submissions = useSubmissionKeys();
  const [asking, setAsking] = useState<Exclude<AgencyAction, 'Requote'> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = agencyActions(request);
  const quote = request.quote;
  const names = request.passengers.map((passenger) => passenger.name).join(', ');
  const total = quote ? money(quote.total.amount, quote.total.currency) : '';
  const verb = t(`kindVerb.${kind}`);

  const close = () => {
    if (update.isPending) return;
    setAsking(null);
    setProblem(null);
  };

  const doneMessage = (action: AgencyAction, answer: AfterSalesRequest) => {
    if (action !== 'Accept') return t(`actions.done.${action}`, { reference: answer.reference });
    return answer.status === 'Completed' && answer.settled
      ? t('actions.done.completed', {
          reference: answer.reference,
          amount: money(answer.settled.amount, answer.settled.currency),
        })
      : t('actions.done.inProcess', { reference: answer.reference });
  };

  const run = async (action: AgencyAction) => {
    const body: UpdateRequestStatusBody =
      action === 'Accept'
        ? { reference: request.reference, action, quoteId: quote?.quoteId ?? '' }
        : { reference: request.reference, action };
    setProblem(null);
    try {
      const answer = await update.mutateAsync({
        body,
        orderReference: request.orderReference,
        idempotencyKey: action === 'Accept' ? submissions.keyFor(body) : undefined,
      });
      if (action === 'Accept') submissions.settle();
      setAsking(null);
      showToast({ color: 'green', message: doneMessage(action, answer) });
    } catch (error) {
      if (action === 'Accept') submissions.settle(error);
      setProblem(action === 'Accept' && isInDoubt(error) ? t('actions.inDoubt') : errorMessage(error));
    }
  };

  if (actions.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        {problem && asking === null ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="sm" role="group" aria-label={t('actions.label')}>
          {actions.includes('Accept') ? (
            <Button onClick={() => setAsking('Accept')}>{t('actions.accept', { verb })}</Button>
          ) : null}
          {actions.includes('Requote') ? (
            <Button onClick={() => void run('Requote')} loading={update.isPending && asking === null}>
              {t('actions.requote')}
            </Button>
          ) : null}
          {actions.includes('Decline') ? (
            <Button variant="default" onClick={() => setAsking('Decline')}>
              {t('actions.decline')}
            </Button>
          ) : null}
          {actions.includes('Cancel') ? (
            <Button variant="subtle" color="red" onClick={() => setAsking('Cancel')}>
              {t('actions.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking === 'Accept'}
        title={t('actions.acceptTitle', { reference: request.reference })}
        confirm={t('actions.acceptConfirm', { verb })}
        keep={t('actions.keep')}
        busy={update.isPending}
        problem={problem}
        onConfirm={() => void run('Accept')}
        onClose={close}
      >
        <Text size="sm">{t(`actions.acceptBody.${kind}`, { names })}</Text>
        <Text size="sm" fw={700} data-testid="accept-total">
          {quote && quote.total.amount < 0
            ? t('actions.acceptPays', { amount: total })
            : t('actions.acceptCredits', { amount: total })}
        </Text>
        {request.mode === 'Manual' ? <Text size="sm">{t('actions.acceptManual')}</Text> : null}
        <Text size="sm" c="dimmed">
          {t('actions.final')}
        </Text>
      </ConfirmModal>
      <ConfirmModal
        opened={asking === 'Decline' || asking === 'Cancel'}
        title={t(asking === 'Decline' ? 'actions.declineTitle' : 'actions.cancelTitle', {
          reference: request.reference,
        })}
        confirm={t(asking === 'Decline' ? 'actions.declineConfirm' : 'actions.cancelConfirm')}
        keep={t('actions.keep')}
        busy={update.isPending}
        problem={problem}
        danger
        onConfirm={() => void run(asking === 'Decline' ? 'Decline' : 'Cancel')}
        onClose={close}
      >
        <Text size="sm">{t('actions.closeBody')}</Text>
      </ConfirmModal>
    </Paper>
  );
}
