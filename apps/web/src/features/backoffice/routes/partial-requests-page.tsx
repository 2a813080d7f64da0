import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovePartialRequest, PartialRequestQueueItem, RejectPartialRequest } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { asWholeList } from '../../../components/list-page/whole-list';
import { useAddressFilters } from '../../../lib/address-filters';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useApprovePartialRequest, useRejectPartialRequest } from '../api/decide-partial-request';
import { usePartialRequests } from '../api/partial-requests';
import { ApprovePartialRequestModal } from '../components/approve-partial-request-modal';
import { DeclinePartialRequestModal } from '../components/decline-partial-request-modal';
import { PartialRequestsCards, PartialRequestsTable } from '../components/partial-requests-table';
import { pageOnlyFiltersFromSearch, pageOnlyFiltersToSearch } from '../utils/search-page-filters';
import '../i18n';
import '../partial-requests-i18n';

/**
 * /backoffice/part-payments: agents' requests to enable part payment on held bookings that are not offered it. An
 * operator approves one with the due date of the rest (the booking then offers part payment until that date) or
 * declines it with a reason the agent reads on the booking.
 */
export default function PartialRequestsPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'partialRequests' });
  const { filters, update } = useAddressFilters(pageOnlyFiltersFromSearch, pageOnlyFiltersToSearch);
  const queue = usePartialRequests();
  const approve = useApprovePartialRequest();
  const reject = useRejectPartialRequest();
  const [approving, setApproving] = useState<PartialRequestQueueItem | null>(null);
  const [declining, setDeclining] = useState<PartialRequestQueueItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rowActions = {
    onApprove: (item: PartialRequestQueueItem) => {
      setProblem(null);
      setApproving(item);
    },
    onDecline: (item: PartialRequestQueueItem) => {
      setProblem(null);
      setDeclining(item);
    },
  };

  const confirmApprove = async (body: ApprovePartialRequest) => {
    setProblem(null);
    try {
      const decision = await approve.mutateAsync(body);
      showToast({
        message: t('approved', { reference: decision.orderReference }),
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
        message: t('declined', { reference: decision.orderReference }),
        color: 'orange',
      });
      setDeclining(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
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
      query={asWholeList(queue, (data) => data.requests.length)}
      rowsOf={(data) => data.requests.length}
      texts={{
        count: (total) => t('total', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: t('empty'),
      }}
      table={(data) => <PartialRequestsTable requests={data.requests} {...rowActions} />}
      cards={(data) => <PartialRequestsCards requests={data.requests} {...rowActions} />}
    >
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
    </ListPage>
  );
}
