import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelDecision, HotelOperatorRow } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { errorMessage } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { showToast } from '../../../lib/toasts';
import { useDecideHotelBooking } from '../api/decide-hotel-booking';
import { useHotelDeskQueue } from '../api/hotel-desk-queue';
import { ConfirmHotelModal, RefuseHotelModal } from '../components/hotel-decision-modals';
import { HotelDeskCards, HotelDeskTable } from '../components/hotel-desk-table';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
import {
  hotelDeskFiltersFromSearch,
  hotelDeskFiltersToSearch,
  hotelDeskSearchLength,
} from '../utils/hotel-desk-filters';
import '../hotel-desk-i18n';
import '../i18n';

/**
 * /backoffice/hotels: hotel bookings of every agency the hotel has yet to confirm, the oldest first. An operator
 * who hears from the hotel confirms one with its confirmation number, or refuses it, which refunds the agency in
 * full; both under an Idempotency-Key, so a retry decides once.
 */
export default function HotelDeskPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'hotelDesk' });
  const { filters, update } = useAddressFilters(hotelDeskFiltersFromSearch, hotelDeskFiltersToSearch);
  const queue = useHotelDeskQueue(filters);
  const decide = useDecideHotelBooking();
  const submissions = useSubmissionKeys();
  const [confirming, setConfirming] = useState<HotelOperatorRow | null>(null);
  const [refusing, setRefusing] = useState<HotelOperatorRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (body: HotelDecision) => {
    setProblem(null);
    try {
      await decide.mutateAsync({ body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      showToast({
        color: body.decision === 'Confirm' ? 'green' : 'orange',
        message: t(body.decision === 'Confirm' ? 'confirmed' : 'refused', { reference: body.reference }),
      });
      setConfirming(null);
      setRefusing(null);
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('inDoubt') : errorMessage(error));
    }
  };

  const open = (row: HotelOperatorRow, decision: 'confirm' | 'refuse') => {
    setProblem(null);
    (decision === 'confirm' ? setConfirming : setRefusing)(row);
  };

  return (
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={680}
      filterBar={
        <QueueSearchField
          value={filters.search}
          onChange={(search) => update({ search })}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          maxLength={hotelDeskSearchLength}
          searching={queue.isFetching && queue.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      query={queue}
      rowsOf={(page) => page.items.length}
      texts={{
        count: (total) => t('count', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: filters.search ? t('emptySearch') : t('empty'),
      }}
      skeletonRows={5}
      table={(page) => (
        <HotelDeskTable
          rows={page.items}
          onConfirm={(row) => open(row, 'confirm')}
          onRefuse={(row) => open(row, 'refuse')}
        />
      )}
      cards={(page) => (
        <HotelDeskCards
          rows={page.items}
          onConfirm={(row) => open(row, 'confirm')}
          onRefuse={(row) => open(row, 'refuse')}
        />
      )}
    >
      <ConfirmHotelModal
        booking={confirming}
        onClose={() => setConfirming(null)}
        onDecide={send}
        problem={problem}
      />
      <RefuseHotelModal
        booking={refusing}
        onClose={() => setRefusing(null)}
        onDecide={send}
        problem={problem}
      />
    </ListPage>
  );
}
