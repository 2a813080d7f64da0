import { useState } from 'react';
import { Group, Loader, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DepositStatuses,
  type BackofficeDeposit,
  type DepositStatus,
  type RejectDepositRequest,
} from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { LoadFailedAlert } from '../../../components/paged-results';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { showToast } from '../../../lib/toasts';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useApproveDeposit, useRejectDeposit } from '../api/decide-deposit';
import { useDepositQueue } from '../api/deposit-queue';
import { ApproveDepositModal } from '../components/approve-deposit-modal';
import { DepositQueueTable } from '../components/deposit-queue-table';
import { RejectDepositModal } from '../components/reject-deposit-modal';
import { SlipPreviewModal } from '../components/slip-preview-modal';
import '../deposits-i18n';
import '../i18n';

type StatusChoice = DepositStatus | 'all';

/**
 * /backoffice/deposits: the agencies' deposit requests, pending first. An operator looks at the slip and approves
 * (the wallet is credited once, however often the approval is sent) or rejects with a reason.
 */
export default function DepositsPage() {
  const { t } = useTranslation('backoffice');
  const labels = usePayInLabels();
  const money = useLedgerMoney();
  const [status, setStatus] = useState<StatusChoice>('all');
  const [page, setPage] = useState(1);
  const queue = useDepositQueue({ status: status === 'all' ? null : status, page });
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const submissions = useSubmissionKeys();
  const [previewing, setPreviewing] = useState<BackofficeDeposit | null>(null);
  const [approving, setApproving] = useState<BackofficeDeposit | null>(null);
  const [rejecting, setRejecting] = useState<BackofficeDeposit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const data = queue.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const confirmApprove = async () => {
    if (!approving) return;
    const body = { depositId: approving.depositId };
    setProblem(null);
    try {
      const deposit = await approve.mutateAsync({ ...body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      showToast({
        message: t('deposits.approved', {
          reference: deposit.reference,
          agency: deposit.agencyName,
          amount: money(deposit.amount, deposit.currency),
        }),
        color: 'green',
      });
      setApproving(null);
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('deposits.inDoubt') : errorMessage(error));
    }
  };

  const confirmReject = async (body: RejectDepositRequest) => {
    setProblem(null);
    try {
      const deposit = await reject.mutateAsync(body);
      showToast({
        message: t('deposits.rejected', { reference: deposit.reference, agency: deposit.agencyName }),
        color: 'orange',
      });
      setRejecting(null);
    } catch (error) {
      setProblem(
        isHttpStatus(error, 409) ? errorMessage(error) : errorMessage(error, t('deposits.rejectFailed')),
      );
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('deposits.title')} intro={t('deposits.intro')} introWidth={680} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          aria-label={t('deposits.statusFilter')}
          value={status}
          onChange={(value) => {
            setStatus(value as StatusChoice);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('deposits.all') },
            ...DepositStatuses.map((value) => ({ value, label: labels.status(value) })),
          ]}
        />
        {data ? (
          <Group gap="xs">
            {queue.isFetching ? <Loader size="xs" /> : null}
            <Text size="sm" c="dimmed" role="status">
              {t('deposits.total', { count: data.total })}
            </Text>
          </Group>
        ) : null}
      </Group>
      {queue.isPending ? <Loader aria-label={t('deposits.loading')} /> : null}
      {queue.isError && !data ? (
        <LoadFailedAlert
          message={t('deposits.loadFailed')}
          retry={t('retry')}
          onRetry={() => void queue.refetch()}
        />
      ) : null}
      {data && data.deposits.length === 0 ? (
        <Text c="dimmed">{status === 'pending' ? t('deposits.emptyPending') : t('deposits.empty')}</Text>
      ) : null}
      {data && data.deposits.length > 0 ? (
        <div style={{ opacity: queue.isPlaceholderData ? 0.6 : 1 }}>
          <DepositQueueTable
            deposits={data.deposits}
            onPreviewSlip={setPreviewing}
            onApprove={(deposit) => {
              setProblem(null);
              setApproving(deposit);
            }}
            onReject={(deposit) => {
              setProblem(null);
              setRejecting(deposit);
            }}
          />
        </div>
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          aria-label={t('deposits.pages')}
        />
      ) : null}
      <SlipPreviewModal deposit={previewing} onClose={() => setPreviewing(null)} />
      <ApproveDepositModal
        deposit={approving}
        onClose={() => setApproving(null)}
        onConfirm={() => void confirmApprove()}
        pending={approve.isPending}
        problem={problem}
      />
      <RejectDepositModal
        deposit={rejecting}
        onClose={() => setRejecting(null)}
        onReject={confirmReject}
        problem={problem}
      />
    </Stack>
  );
}
