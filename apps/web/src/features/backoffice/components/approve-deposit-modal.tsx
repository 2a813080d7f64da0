import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeDeposit } from '@portal/contracts';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { ConfirmModal } from './confirm-modal';

/** Asks before approving: an approval credits the agency's wallet and cannot be undone here. */
export function ApproveDepositModal({
  deposit,
  onClose,
  onConfirm,
  pending,
  problem,
}: {
  deposit: BackofficeDeposit | null;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const labels = usePayInLabels();
  const money = useLedgerMoney();
  return (
    <ConfirmModal
      opened={deposit !== null}
      onClose={onClose}
      title={t('deposits.approveOf', { reference: deposit?.reference ?? '' })}
      shown={deposit !== null}
      problem={problem}
      confirmLabel={t('deposits.confirmApprove')}
      confirmColor="green"
      pending={pending}
      onConfirm={onConfirm}
    >
      {deposit ? (
        <>
          <Text size="sm">
            {t('deposits.approveExplained', {
              agency: deposit.agencyName,
              amount: money(deposit.amount, deposit.currency),
            })}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            <Text size="sm" c="dimmed">
              {t('deposits.method')}
            </Text>
            <Text size="sm" fw={600} ta="right">
              {labels.method(deposit.method)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('deposits.paidInto')}
            </Text>
            <Text size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {deposit.providerBankAccount
                ? `${deposit.providerBankAccount.bankName} · ${deposit.providerBankAccount.accountNumber}`
                : t('deposits.merchantWallet')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('deposits.amount')}
            </Text>
            <Text size="sm" fw={700} ta="right">
              {money(deposit.amount, deposit.currency)}
            </Text>
          </SimpleGrid>
        </>
      ) : null}
    </ConfirmModal>
  );
}
