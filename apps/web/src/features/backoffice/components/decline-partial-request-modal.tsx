import { useTranslation } from 'react-i18next';
import {
  ZRejectPartialRequest,
  type PartialRequestQueueItem,
  type RejectPartialRequest,
} from '@portal/contracts';
import { ReasonModal } from './reason-modal';

/** Asks why a part-payment request is declined (3 to 500 characters): the agent reads it on the booking. */
export function DeclinePartialRequestModal({
  item,
  onClose,
  onDecline,
  problem,
}: {
  item: PartialRequestQueueItem | null;
  onClose: () => void;
  onDecline: (body: RejectPartialRequest) => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <ReasonModal
      subject={item?.requestId ?? null}
      onClose={onClose}
      title={t('partialRequests.declineOf', { reference: item?.orderReference ?? '' })}
      explanation={
        item
          ? t('partialRequests.declineExplained', { agency: item.agencyName, reference: item.orderReference })
          : undefined
      }
      field={{ label: t('partialRequests.reason'), required: true, maxLength: 500, minRows: 3 }}
      schema={ZRejectPartialRequest.shape.note}
      confirmLabel={t('partialRequests.confirmDecline')}
      problem={problem}
      onSubmit={(note) => onDecline({ requestId: item?.requestId ?? '', note })}
    />
  );
}
