import { useState } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovePartialRequest, PartialRequestQueueItem, RejectPartialRequest } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { LoadFailedAlert } from '../../../components/paged-results';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useApprovePartialRequest, useRejectPartialRequest } from '../api/decide-partial-request';
import { usePartialRequests } from '../api/partial-requests';
import { ApprovePartialRequestModal } from '../components/approve-partial-request-modal';
import { DeclinePartialRequestModal } from '../components/decline-partial-request-modal';
import { PartialRequestsTable } from '../components/partial-requests-table';
import '../i18n';
import '../partial-requests-i18n';

/**
 * /backoffice/part-payments: agents' requests to enable part payment on held bookings that are not offered it. An
 * operator approves one with the due date of the rest (the booking then offers part payment until that date) or
 * declines it with a reason the agent reads on the booking.
 */
export default function PartialRequestsPage() {
  const { t } = useTranslation('backoffice');
  const queue = usePartialRequests();
  const approve = useApprovePartialRequest();
  const reject = useRejectPartialRequest();
  const [approving, setApproving] = useState<PartialRequestQueueItem | null>(null);
  const [declining, setDeclining] = useState<PartialRequestQueueItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const requests = queue.data?.requests;

  const confirmApprove = async (body: ApprovePartialRequest) => {
    setProblem(null);
    try {
      const decision = await approve.mutateAsync(body);
      showToast({
        message: t('partialRequests.approved', { reference: decision.orderReference }),
        color: 'green',
      });
      setApproving(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const confirmDecline = async (body: RejectPartialRequest) => {
    setProblem(null);
    try {
      const decision = await reject.mutateAsync(body);
      showToast({
        message: t('partialRequests.declined', { reference: decision.orderReference }),
        color: 'orange',
      });
      setDeclining(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('partialRequests.title')} intro={t('partialRequests.intro')} introWidth={680} />
      {requests && requests.length > 0 ? (
        <Group gap="xs">
          {queue.isFetching ? <Loader size="xs" /> : null}
          <Text size="sm" c="dimmed" role="status">
            {t('partialRequests.total', { count: requests.length })}
          </Text>
        </Group>
      ) : null}
      {queue.isPending ? <Loader aria-label={t('partialRequests.loading')} /> : null}
      {queue.isError && !requests ? (
        <LoadFailedAlert
          message={t('partialRequests.loadFailed')}
          retry={t('retry')}
          onRetry={() => void queue.refetch()}
        />
      ) : null}
      {requests && requests.length === 0 ? <Text c="dimmed">{t('partialRequests.empty')}</Text> : null}
      {requests && requests.length > 0 ? (
        <PartialRequestsTable
          requests={requests}
          onApprove={(item) => {
            setProblem(null);
            setApproving(item);
          }}
          onDecline={(item) => {
            setProblem(null);
            setDeclining(item);
          }}
        />
      ) : null}
      <ApprovePartialRequestModal
        item={approving}
        onClose={() => setApproving(null)}
        onApprove={confirmApprove}
        problem={problem}
      />
      <DeclinePartialRequestModal
        item={declining}
        onClose={() => setDeclining(null)}
        onDecline={confirmDecline}
        problem={problem}
      />
    </Stack>
  );
}
