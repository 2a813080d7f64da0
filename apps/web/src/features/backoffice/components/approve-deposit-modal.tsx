import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeDeposit } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

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
  const money = useLedgerMoney();
  return (
    <Modal
      opened={deposit !== null}
      onClose={onClose}
      title={t('deposits.approveOf', { reference: deposit?.reference ?? '' })}
      centered
    >
      {deposit ? (
        <Stack gap="md">
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
              {t(`deposits.methods.${deposit.method}`)}
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
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('cancel')}
            </Button>
            <Button color="green" loading={pending} onClick={onConfirm}>
              {t('deposits.confirmApprove')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
