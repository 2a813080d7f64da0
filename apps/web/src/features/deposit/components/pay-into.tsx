import { Alert, Badge, CopyButton, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BankAccountLimit, type BankAccount, type MobileWallet } from '@portal/contracts';
import { BankAccountCard } from '../../../components/app-frame/bank-account-card';
import '../../../components/app-frame/i18n';
import { usePayInLabels } from '../../../lib/pay-in-labels';

/** The provider's accounts a bank, transfer or cheque deposit is paid into, as the Bank Details window shows them. */
export function ProviderAccounts({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation('deposit');
  return (
    <Stack gap="sm" component="section" aria-labelledby="pay-into-heading">
      <Title order={2} size="h4" id="pay-into-heading">
        {t('payInto.accountsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('payInto.accountsIntro')}
      </Text>
      {accounts.length === 0 ? (
        <Alert color="yellow">{t('payInto.noAccounts')}</Alert>
      ) : (
        accounts.map((account) => <BankAccountCard key={account.bankAccountId} account={account} />)
      )}
    </Stack>
  );
}

/** The wallets' merchant numbers a mobile-banking deposit is sent to, and the charge the payer bears. */
export function MobileWallets({
  wallets,
  chargeBasisPoints,
}: {
  wallets: Array<{ wallet: MobileWallet; label: string; merchantNumber: string }>;
  chargeBasisPoints: number | null;
}) {
  const { t } = useTranslation('deposit');
  const labels = usePayInLabels();
  return (
    <Stack gap="sm" component="section" aria-labelledby="pay-into-heading">
      <Title order={2} size="h4" id="pay-into-heading">
        {t('payInto.walletsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('payInto.walletsIntro')}
      </Text>
      {wallets.map((wallet) => (
        <Paper
          key={wallet.wallet}
          component="article"
          withBorder
          radius="md"
          p="md"
          aria-label={labels.wallet(wallet.wallet)}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div>
              <Group gap="xs">
                <Text fw={700}>{labels.wallet(wallet.wallet)}</Text>
                <Badge variant="light" size="sm">
                  {t('payInto.merchant')}
                </Badge>
              </Group>
              <Text ff="monospace" fz="lg" fw={600} mt={4}>
                {wallet.merchantNumber}
              </Text>
            </div>
            <CopyButton value={wallet.merchantNumber} timeout={BankAccountLimit.copiedMs}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={t('payInto.copyNumber', { wallet: labels.wallet(wallet.wallet) })}
                >
                  {copied ? t('payInto.copied') : t('payInto.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Paper>
      ))}
      {chargeBasisPoints ? (
        <Alert color="blue" variant="light">
          {t('payInto.charge', { percent: (chargeBasisPoints / 100).toFixed(2) })}
        </Alert>
      ) : null}
    </Stack>
  );
}

export function PayIntoSkeleton() {
  const { t } = useTranslation('deposit');
  return (
    <Stack gap="md" role="status" aria-label={t('payInto.loading')}>
      {[0, 1].map((index) => (
        <Skeleton key={index} h={160} radius="md" />
      ))}
    </Stack>
  );
}
