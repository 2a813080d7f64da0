import { useTranslation } from 'react-i18next';
import { ZFailOrderRequest, type FailOrderRequest, type QueueOrder } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { ReasonModal } from './reason-modal';

/** Asks why the issue failed (required): failing refunds the wallet and cancels the order, once. */
export function FailOrderModal({
  order,
  onClose,
  onFail,
  problem,
}: {
  order: QueueOrder | null;
  onClose: () => void;
  onFail: (body: FailOrderRequest) => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  return (
    <ReasonModal
      subject={order?.orderReference ?? null}
      onClose={onClose}
      title={t('orderQueue.failOf', { reference: order?.orderReference ?? '' })}
      explanation={
        order
          ? t('orderQueue.failExplained', {
              agency: order.agencyName,
              amount: money(order.paidAmount.amount, order.paidAmount.currency),
            })
          : undefined
      }
      field={{
        label: t('orderQueue.failNote'),
        description: t('orderQueue.failHint'),
        required: true,
        maxLength: 500,
        minRows: 3,
      }}
      schema={ZFailOrderRequest.shape.note}
      confirmLabel={t('orderQueue.confirmFail')}
      problem={problem}
      onSubmit={(note) => onFail({ orderReference: order?.orderReference ?? '', note })}
    />
  );
}
