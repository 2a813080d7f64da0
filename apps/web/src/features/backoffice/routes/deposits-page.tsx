import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackofficeDeposit, RejectDepositRequest } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { showToast } from '../../../lib/toasts';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useApproveDeposit, useRejectDeposit } from '../api/decide-deposit';
import { useDepositQueue } from '../api/deposit-queue';
import { ApproveDepositModal } from '../components/approve-deposit-modal';
import { DepositQueueCards, DepositQueueTable } from '../components/deposit-queue-table';
import { RejectDepositModal } from '../components/reject-deposit-modal';
import { SlipPreviewModal } from '../components/slip-preview-modal';
import {
  DepositDeskTabs,
  depositDeskFiltersFromSearch,
  depositDeskFiltersToSearch,
} from '../utils/deposit-desk-filters';
import '../deposits-i18n';
import '../i18n';

/**
 * /backoffice/deposits: the agencies' deposit requests, pending first. An operator looks at the slip and approves
 * (the wallet is credited once, however often the approval is sent) or rejects with a reason.
 */
export default function DepositsPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'deposits' });
  const labels = usePayInLabels();
  const money = useLedgerMoney();
  const { filters, update } = useAddressFilters(depositDeskFiltersFromSearch, depositDeskFiltersToSearch);
  const queue = useDepositQueue({ status: filters.tab === 'all' ? null : filters.tab, page: filters.page });
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const submissions = useSubmissionKeys();
  const [previewing, setPreviewing] = useState<BackofficeDeposit | null>(null);
  const [approving, setApproving] = useState<BackofficeDeposit | null>(null);
  const [rejecting, setRejecting] = useState<BackofficeDeposit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const confirmApprove = async () => {
    if (!approving) return;
    const body = { depositId: approving.depositId };
    setProblem(null);
    try {
      const deposit = await approve.mutateAsync({ ...body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      showToast({
        message: t('approved', {
          reference: deposit.reference,
          agency: deposit.agencyName,
          amount: money(deposit.amount, deposit.currency),
        }),
        color: 'green',
      });
      setApproving(null);
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('inDoubt') : errorMessage(error));
    }
  };

  const confirmReject = async (body: RejectDepositRequest) => {
    setProblem(null);
    try {
      const deposit = await reject.mutateAsync(body);
      showToast({
        message: t('rejected', { reference: deposit.reference, agency: deposit.agencyName }),
        color: 'orange',
      });
      setRejecting(null);
    } catch (error) {
      setProblem(isHttpStatus(error, 409) ? errorMessage(error) : errorMessage(error, t('rejectFailed')));
    }
  };

  const rowActions = {
    onPreviewSlip: setPreviewing,
    onApprove: (deposit: BackofficeDeposit) => {
      setProblem(null);
      setApproving(deposit);
    },
    onReject: (deposit: BackofficeDeposit) => {
      setProblem(null);
      setRejecting(deposit);
    },
  };

  return (
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={680}
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('statusFilter'),
        items: DepositDeskTabs.map((value) => ({
          value,
          label: value === 'all' ? t('all') : labels.status(value),
        })),
      }}
      query={queue}
      rowsOf={(page) => page.deposits.length}
      texts={{
        count: (total) => t('total', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: filters.tab === 'pending' ? t('emptyPending') : t('empty'),
      }}
      table={(page) => <DepositQueueTable deposits={page.deposits} {...rowActions} />}
      cards={(page) => <DepositQueueCards deposits={page.deposits} {...rowActions} />}
    >
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
    </ListPage>
  );
}
