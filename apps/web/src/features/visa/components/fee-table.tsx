import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaPriceLine } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import '../../../components/visa/i18n';
import '../i18n';

/**
 * The fees of an offer per applicant type, the embassy's and ours apart (spec: "government fee and service fee shown
 * apart"), with the totals that applying debits from the wallet.
 */
export function FeeTable({
  lines,
  currency,
  totals,
  caption,
}: {
  lines: readonly VisaPriceLine[];
  currency: string;
  totals: { governmentFeeTotal: number; serviceFeeTotal: number; total: number };
  caption: string;
}) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  const amount = (minor: number) => money(minor, currency);
  return (
    <>
      <Table
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        captionSide="top"
        visibleFrom="sm"
        data-testid="visa-fee-table"
      >
        <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fees.applicant')}</Table.Th>
            <Table.Th ta="right">{t('fees.governmentFee')}</Table.Th>
            <Table.Th ta="right">{t('fees.serviceFee')}</Table.Th>
            <Table.Th ta="right">{t('fees.count')}</Table.Th>
            <Table.Th ta="right">{t('fees.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.applicantType}>
              <Table.Th scope="row" fw={500}>
                {t(`visaParts:applicantType.${line.applicantType}`)}
              </Table.Th>
              <Table.Td ta="right">{amount(line.governmentFee)}</Table.Td>
              <Table.Td ta="right">{amount(line.serviceFee)}</Table.Td>
              <Table.Td ta="right">× {line.count}</Table.Td>
              <Table.Td ta="right">{amount(line.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('fees.total')}</Table.Th>
            <Table.Td ta="right">{amount(totals.governmentFeeTotal)}</Table.Td>
            <Table.Td ta="right">{amount(totals.serviceFeeTotal)}</Table.Td>
            <Table.Td />
            <Table.Td ta="right">
              <Text fw={800} size="sm" span data-testid="visa-total">
                {amount(totals.total)}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      {/* A phone has no room for five columns: each type's line in words, then the totals. */}
      <Stack gap={6} hiddenFrom="sm" component="section" aria-label={caption}>
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
        {lines.map((line) => (
          <Box key={line.applicantType}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t(`visaParts:applicantType.${line.applicantType}`)} × {line.count}
              </Text>
              <Text size="sm" fw={600}>
                {amount(line.total)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('fees.each', { government: amount(line.governmentFee), service: amount(line.serviceFee) })}
            </Text>
          </Box>
        ))}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={800}>
            {t('fees.total')}
          </Text>
          <Text size="sm" fw={800}>
            {amount(totals.total)}
          </Text>
        </Group>
      </Stack>
    </>
  );
}
