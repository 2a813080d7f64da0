import { useTranslation } from 'react-i18next';
import { ZOperatorDecisionBody, type AfterSalesRequest } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { ReasonModal } from './reason-modal';

/**
 * Completing an accepted request once the airline's desk has acted: the accepted quote's total posts to the agency's
 * wallet. The note (what the desk did, its reference) is required, as the API requires it.
 */
export function CompleteRequestModal({
  request,
  opened,
  onClose,
  onComplete,
  problem,
}: {
  request: AfterSalesRequest;
  opened: boolean;
  onClose: () => void;
  onComplete: (note: string) => Promise<unknown>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const money = useLedgerMoney();
  const total = request.quote?.total;
  return (
    <ReasonModal
      subject={opened ? request.reference : null}
      onClose={onClose}
      title={t('decide.completeOf', { reference: request.reference })}
      explanation={
        total
          ? t(total.amount >= 0 ? 'decide.completeCredits' : 'decide.completeDebits', {
              agency: request.agencyName,
              amount: money(Math.abs(total.amount), total.currency),
            })
          : undefined
      }
      field={{ label: t('decide.completeNote'), required: true, maxLength: 500, minRows: 2 }}
      schema={ZOperatorDecisionBody.shape.note}
      confirmLabel={t('decide.confirmComplete')}
      confirmColor="green"
      problem={problem}
      onSubmit={onComplete}
    />
  );
}

/** Rejecting with a reason the agency reads by mail and on the request; nothing is posted. */
export function RejectRequestModal({
  request,
  opened,
  onClose,
  onReject,
  problem,
}: {
  request: AfterSalesRequest;
  opened: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  return (
    <ReasonModal
      subject={opened ? request.reference : null}
      onClose={onClose}
      title={t('decide.rejectOf', { reference: request.reference })}
      explanation={t('decide.rejectExplained', { agency: request.agencyName })}
      field={{ label: t('decide.rejectReason'), required: true, maxLength: 500, minRows: 3 }}
      schema={ZOperatorDecisionBody.shape.note}
      confirmLabel={t('decide.confirmReject')}
      problem={problem}
      onSubmit={onReject}
    />
  );
}
