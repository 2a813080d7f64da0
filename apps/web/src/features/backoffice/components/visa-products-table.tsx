import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OperatorVisaProductRow } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable } from '../../../components/money-table';
import { useCountryName } from '../../../components/visa/use-country-name';
import { useMoney } from '../../../lib/use-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import '../../../components/visa/i18n';
import '../visa-i18n';

export const visaProductPath = (productId: string) =>
  `/backoffice/visa-products/${encodeURIComponent(productId)}`;

export function VisaProductStatusBadge({ status }: { status: OperatorVisaProductRow['status'] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaProducts' });
  return (
    <Badge variant="light" color={status === 'Published' ? 'green' : 'gray'} miw="max-content">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** The products on wider screens: one row each, the title opening the editor. */
export function VisaProductsTable({ rows }: { rows: OperatorVisaProductRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaProducts' });
  const { t: tp } = useTranslation('visaParts');
  const money = useMoney();
  const time = useTenantDateTime();
  const countryName = useCountryName();
  return (
    <MoneyTable
      label={t('tableLabel')}
      minWidth={980}
      columns={[
        { label: t('columns.destination') },
        { label: t('columns.product') },
        { label: t('columns.processing') },
        { label: t('columns.nationalities') },
        { label: t('columns.adult'), amount: true },
        { label: t('columns.status') },
        { label: t('columns.updated') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.productId}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {countryName(row.destination.code, row.destination.name)}
            </Text>
            <Text size="xs" c="dimmed">
              {tp(`visaTypes.${row.visaType}`)}
            </Text>
          </Table.Td>
          <Table.Th scope="row" miw={220}>
            <Anchor component={Link} to={visaProductPath(row.productId)} size="sm" fw={600}>
              {row.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {tp(`entries.${row.entries}`)}
            </Text>
          </Table.Th>
          <Table.Td>
            <Text size="sm">{tp('product.processingDays', { count: row.processingDays })}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{row.nationalities.join(', ')}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(row.adultTotal, row.currency)}
            </Text>
          </Table.Td>
          <Table.Td>
            <VisaProductStatusBadge status={row.status} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {time(row.updatedAt)}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The products on a phone: one card each. */
export function VisaProductCards({ rows }: { rows: OperatorVisaProductRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaProducts' });
  const { t: tp } = useTranslation('visaParts');
  const money = useMoney();
  const countryName = useCountryName();
  return (
    <MoneyCards label={t('tableLabel')}>
      {rows.map((row) => (
        <MoneyCard
          key={row.productId}
          reference={countryName(row.destination.code, row.destination.name)}
          isName
          status={<VisaProductStatusBadge status={row.status} />}
        >
          <Text size="sm" fw={600}>
            {row.title}
          </Text>
          <Text size="xs" c="dimmed">
            {tp(`visaTypes.${row.visaType}`)} · {tp(`entries.${row.entries}`)} ·{' '}
            {tp('product.processingDays', { count: row.processingDays })}
          </Text>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700}>{t('adultFrom', { amount: money(row.adultTotal, row.currency) })}</Text>
            <Button component={Link} to={visaProductPath(row.productId)} size="compact-sm" variant="light">
              {t('edit')}
            </Button>
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
