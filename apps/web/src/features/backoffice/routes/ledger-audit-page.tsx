import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/list-page/page-header';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useLedgerAudit } from '../api/ledger-audit';
import { AuditFindings } from '../components/audit-findings';
import '../i18n';

/**
 * /backoffice/ledger: the ledger audit. Per currency every debit has its credit; no transaction is out of balance
 * and every account's cached balance equals the sum of its entries. Anything listed here needs looking into.
 */
export default function LedgerAuditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const audit = useLedgerAudit();
  const data = audit.data;
  const healthy =
    data !== undefined &&
    data.currencies.every((currency) => currency.balanced) &&
    data.unbalancedTransactions.length === 0 &&
    data.mismatchedAccounts.length === 0;
  const checkedAt = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(
    new Date(audit.dataUpdatedAt || Date.now()),
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('ledger.title')}
        intro={t('ledger.intro')}
        introWidth={680}
        actions={
          <Group gap="sm">
            {data ? (
              <Text size="sm" c="dimmed">
                {t('ledger.checkedAt', { time: checkedAt })}
              </Text>
            ) : null}
            <Button variant="default" onClick={() => void audit.refetch()} loading={audit.isFetching}>
              {t('ledger.checkAgain')}
            </Button>
          </Group>
        }
      />
      {audit.isPending ? <Loader aria-label={t('ledger.title')} /> : null}
      {audit.isError ? (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('ledger.loadFailed')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void audit.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {data ? (
        <>
          <Alert
            color={healthy ? 'green' : 'red'}
            role="status"
            title={healthy ? t('ledger.healthy') : t('ledger.unhealthy')}
          >
            {t('ledger.transactions', { count: data.transactionCount })}
          </Alert>
          <Paper withBorder radius="md">
            <Table.ScrollContainer type="native" minWidth={560}>
              <Table verticalSpacing="sm" aria-label={t('ledger.perCurrency')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('ledger.currency')}</Table.Th>
                    <Table.Th ta="right">{t('ledger.debits')}</Table.Th>
                    <Table.Th ta="right">{t('ledger.credits')}</Table.Th>
                    <Table.Th>{t('ledger.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.currencies.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <Text c="dimmed" size="sm">
                          {t('ledger.noPostings')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                  {data.currencies.map((currency) => (
                    <Table.Tr key={currency.currency}>
                      <Table.Th scope="row">{currency.currency}</Table.Th>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(currency.totalDebit, currency.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(currency.totalCredit, currency.currency)}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={currency.balanced ? 'green' : 'red'} miw="max-content">
                          {currency.balanced ? t('ledger.balanced') : t('ledger.outOfBalance')}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <AuditFindings
              title={t('ledger.unbalancedTransactions')}
              hint={t('ledger.unbalancedHint')}
              ids={data.unbalancedTransactions}
            />
            <AuditFindings
              title={t('ledger.mismatchedAccounts')}
              hint={t('ledger.mismatchedHint')}
              ids={data.mismatchedAccounts}
            />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
