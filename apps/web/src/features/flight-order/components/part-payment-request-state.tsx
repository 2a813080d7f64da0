import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartialPaymentRequestView } from '@portal/contracts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import '../part-request-i18n';

/**
 * The held booking's latest request to enable part payment, as the agent follows it: awaiting the operators,
 * declined with their reason, or approved with the due date of the rest. The request button shows when the order
 * allows asking (none yet, or the last one declined) and the user may ask.
 */
export function PartPaymentRequestState({
  request,
  canAsk,
  onAsk,
}: {
  request: PartialPaymentRequestView | null;
  canAsk: boolean;
  onAsk: () => void;
}) {
  const { t } = useTranslation('flightOrderPartRequest');
  const time = useTenantDateTime();
  if (!request && !canAsk) return null;

  let state = null;
  if (request?.status === 'Pending') {
    state = (
      <Alert color="blue" role="status" p="sm" data-testid="part-request-state">
        <Text size="sm" fw={600}>
          {t('pending', { time: time(request.requestedAt) })}
        </Text>
        {request.message ? (
          <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {t('yourMessage', { message: request.message })}
          </Text>
        ) : null}
      </Alert>
    );
  } else if (request?.status === 'Rejected') {
    const at = time(request.decidedAt ?? request.requestedAt);
    state = (
      <Alert color="orange" role="status" p="sm" title={t('rejectedTitle')} data-testid="part-request-state">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {request.decisionNote
            ? t('rejected', { time: at, reason: request.decisionNote })
            : t('rejectedPlain', { time: at })}
        </Text>
        {canAsk ? (
          <Text size="sm" mt={4}>
            {t('askAgain')}
          </Text>
        ) : null}
      </Alert>
    );
  } else if (request?.status === 'Approved') {
    state = (
      <Alert color="green" role="status" p="sm" title={t('approvedTitle')} data-testid="part-request-state">
        <Text size="sm">
          {t('approved', {
            time: time(request.decidedAt ?? request.requestedAt),
            due: request.dueAt ? time(request.dueAt) : '—',
          })}
        </Text>
        {request.decisionNote ? (
          <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {t('note', { note: request.decisionNote })}
          </Text>
        ) : null}
      </Alert>
    );
  } else {
    state = <Text size="sm">{t('intro')}</Text>;
  }

  return (
    <Stack gap="sm">
      {state}
      {canAsk ? (
        <Button variant="light" onClick={onAsk} style={{ alignSelf: 'flex-start' }}>
          {t('action')}
        </Button>
      ) : null}
    </Stack>
  );
}
