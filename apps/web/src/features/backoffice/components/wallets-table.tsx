import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgencyWallet } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

/** The agencies' wallets: balance, credit limit and what each can spend, with the desk's two actions. */
export function WalletsTable({
  wallets,
  onSetCreditLimit,
  onAdjust,
}: {
  wallets: AgencyWallet[];
  onSetCreditLimit: (wallet: AgencyWallet) => void;
  onAdjust: (wallet: AgencyWallet) => void;
}) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();

  return (
    <Table.ScrollContainer type="native" minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('wallets.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('wallets.agency')}</Table.Th>
            <Table.Th ta="right">{t('wallets.balance')}</Table.Th>
            <Table.Th ta="right">{t('wallets.creditLimit')}</Table.Th>
            <Table.Th ta="right">{t('wallets.available')}</Table.Th>
            {/* Relative, so the hidden label scrolls with the table instead of widening the page on phones. */}
            <Table.Th pos="relative">
              <VisuallyHidden>{t('wallets.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {wallets.map((wallet) => (
            <Table.Tr key={wallet.agencyId}>
              <Table.Th scope="row" fw={600}>
                <Group gap="xs" wrap="nowrap">
                  <span>{wallet.agencyName}</span>
                  {wallet.balance < 0 ? (
                    <Badge variant="light" color="orange" miw="max-content">
                      {t('wallets.onCredit')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Th>
              <Table.Td
                ta="right"
                c={wallet.balance < 0 ? 'red.8' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {money(wallet.balance, wallet.currency)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {wallet.creditLimit > 0 ? (
                  money(wallet.creditLimit, wallet.currency)
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t('wallets.noCredit')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(wallet.balance + wallet.creditLimit, wallet.currency)}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={t('wallets.setCreditLimitOf', { agency: wallet.agencyName })}
                    onClick={() => onSetCreditLimit(wallet)}
                  >
                    {t('wallets.setCreditLimit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="grape"
                    aria-label={t('wallets.adjustOf', { agency: wallet.agencyName })}
                    onClick={() => onAdjust(wallet)}
                  >
                    {t('wallets.adjust')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
