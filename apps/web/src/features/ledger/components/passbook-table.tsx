import { Badge, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PassbookPage } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { usePostedTime } from '../hooks/use-posted-time';
import { kindColor } from '../utils/kind-color';

/** The wallet's lines with the balance after each; with `showCreditUsed`, how much credit each balance leaves used. */
export function PassbookTable({
  page,
  showCreditUsed = false,
}: {
  page: PassbookPage;
  showCreditUsed?: boolean;
}) {
  const { t } = useTranslation('ledger');
  const money = useLedgerMoney();
  const postedTime = usePostedTime();
  const amount = (minor: number) =>
    minor === 0 ? (
      <Text span c="dimmed">
        —
      </Text>
    ) : (
      money(minor, page.currency)
    );

  return (
    <Table.ScrollContainer type="native" minWidth={showCreditUsed ? 1040 : 920}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.date')}</Table.Th>
            <Table.Th>{t('table.type')}</Table.Th>
            <Table.Th>{t('table.reference')}</Table.Th>
            <Table.Th>{t('table.description')}</Table.Th>
            <Table.Th ta="right">{t('table.debit')}</Table.Th>
            <Table.Th ta="right">{t('table.credit')}</Table.Th>
            <Table.Th ta="right">{t('table.balance')}</Table.Th>
            {showCreditUsed ? <Table.Th ta="right">{t('table.creditUsed')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.entries.map((entry) => (
            <Table.Tr key={entry.entryId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{postedTime(entry.postedAt)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={kindColor[entry.kind]} miw="max-content">
                  {t(`kinds.${entry.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {entry.reference}
              </Table.Td>
              <Table.Td maw={360} style={{ overflowWrap: 'anywhere' }}>
                {entry.description}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {amount(entry.debit)}
              </Table.Td>
              <Table.Td
                ta="right"
                c={entry.credit > 0 ? 'green.8' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {amount(entry.credit)}
              </Table.Td>
              <Table.Td
                ta="right"
                fw={600}
                c={entry.balance < 0 ? 'red.8' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {money(entry.balance, entry.currency)}
              </Table.Td>
              {showCreditUsed ? (
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {amount(Math.max(0, -entry.balance))}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4} scope="row">
              {t('table.totals')}
            </Table.Th>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(page.totalDebit, page.currency)}
            </Table.Td>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(page.totalCredit, page.currency)}
            </Table.Td>
            <Table.Td colSpan={showCreditUsed ? 2 : 1} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Rows in the table's shape while the first page loads. */
export function PassbookTableSkeleton() {
  const { t } = useTranslation('ledger');
  return (
    <div role="status" aria-label={t('table.loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={36} mb={8} radius="sm" />
      ))}
    </div>
  );
}
