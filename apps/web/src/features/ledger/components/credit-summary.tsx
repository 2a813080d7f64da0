import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

/** The credit at a glance: the limit granted, how much of it the wallet uses, and what can still be spent. */
export function CreditSummary({ wallet }: { wallet: WalletBalance }) {
  const { t } = useTranslation('ledger');
  const money = useLedgerMoney();
  const used = Math.max(0, -wallet.walletBalance);
  const figures = [
    { key: 'creditLimit', value: wallet.creditLimit },
    { key: 'creditUsed', value: used, color: used > 0 ? 'orange.8' : undefined },
    { key: 'available', value: wallet.availableBalance },
    { key: 'balance', value: wallet.walletBalance, color: wallet.walletBalance < 0 ? 'red.8' : undefined },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      component="dl"
      m={0}
      role="group"
      aria-label={t('summary.label')}
    >
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} component="dt">
            {t(`summary.${figure.key}`)}
          </Text>
          <Text fz={{ base: 'md', sm: 'lg' }} fw={700} c={figure.color} component="dd" m={0} mt={4}>
            {money(figure.value, wallet.walletCurrency)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
