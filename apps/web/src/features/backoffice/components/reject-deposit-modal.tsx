import { useTranslation } from 'react-i18next';
import {
  DepositLimit,
  ZRejectDepositRequest,
  type BackofficeDeposit,
  type RejectDepositRequest,
} from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { ReasonModal } from './reason-modal';

/** Asks for the reason of a rejection (required); the agency reads it in its deposit list and by mail. */
export function RejectDepositModal({
  deposit,
  onClose,
  onReject,
  problem,
}: {
  deposit: BackofficeDeposit | null;
  onClose: () => void;
  onReject: (body: RejectDepositRequest) => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  return (
    <ReasonModal
      subject={deposit?.depositId ?? null}
      onClose={onClose}
      title={t('deposits.rejectOf', { reference: deposit?.reference ?? '' })}
      explanation={
        deposit
          ? t('deposits.rejectExplained', {
              agency: deposit.agencyName,
              amount: money(deposit.amount, deposit.currency),
            })
          : undefined
      }
      field={{
        label: t('deposits.reason'),
        description: t('deposits.reasonHint'),
        required: true,
        maxLength: DepositLimit.rejectionReasonMax,
        minRows: 3,
      }}
      schema={ZRejectDepositRequest.shape.reason}
      confirmLabel={t('deposits.confirmReject')}
      problem={problem}
      onSubmit={(reason) => onReject({ depositId: deposit?.depositId ?? '', reason })}
    />
  );
}
