import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisaQueueRow } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable } from '../../../components/money-table';
import { useCountryName } from '../../../components/visa/use-country-name';
import { VisaStatusBadge } from '../../../components/visa/visa-status-badge';
import { visaOrderPath } from '../../../lib/order-path';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import '../../../components/visa/i18n';
import '../application-i18n';

/** The applicants of a row: the first names, and how many more. */
function useApplicantsOf() {
  const { t } = useTranslation('visa');
  return (row: VisaQueueRow) =>
    row.applicants.length <= 2
      ? row.applicants.join(', ')
      : t('list.moreApplicants', {
          names: row.applicants.slice(0, 2).join(', '),
          count: row.applicants.length - 2,
        });
}

/** The applications on wider screens: one row each, the reference opening the application. */
export function ApplicationsTable({ rows }: { rows: VisaQueueRow[] }) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  const day = useCalendarDay();
  const time = useTenantDateTime();
  const countryName = useCountryName();
  const applicantsOf = useApplicantsOf();
  return (
    <MoneyTable
      label={t('list.tableLabel')}
      minWidth={1000}
      columns={[
        { label: t('list.reference') },
        { label: t('list.visa') },
        { label: t('list.applicants') },
        { label: t('list.travel') },
        { label: t('list.total'), amount: true },
        { label: t('list.status') },
        { label: t('list.applied') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.orderReference} data-testid="visa-application-row">
          <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
            <Anchor
              component={Link}
              to={visaOrderPath(row.orderReference)}
              ff="monospace"
              fw={700}
              size="sm"
              aria-label={t('list.openOf', { reference: row.orderReference })}
            >
              {row.orderReference}
            </Anchor>
          </Table.Th>
          <Table.Td miw={180}>
            <Text size="sm" fw={600}>
              {countryName(row.countryCode, row.countryName)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`visaParts:visaTypes.${row.visaType}`)} · {row.productTitle}
            </Text>
          </Table.Td>
          <Table.Td miw={160}>
            <Text size="sm">{applicantsOf(row)}</Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text size="sm">{day(row.travelDate)}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {money(row.total)}
            </Text>
          </Table.Td>
          <Table.Td>
            <VisaStatusBadge status={row.status} size="sm" />
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {time(row.appliedAt)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('list.appliedBy', { name: row.appliedBy })}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The applications on a phone: one card each. */
export function ApplicationCards({ rows }: { rows: VisaQueueRow[] }) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  const day = useCalendarDay();
  const time = useTenantDateTime();
  const countryName = useCountryName();
  const applicantsOf = useApplicantsOf();
  return (
    <MoneyCards label={t('list.tableLabel')}>
      {rows.map((row) => (
        <MoneyCard
          key={row.orderReference}
          reference={row.orderReference}
          status={<VisaStatusBadge status={row.status} size="sm" />}
        >
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {countryName(row.countryCode, row.countryName)} · {t(`visaParts:visaTypes.${row.visaType}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {row.productTitle}
            </Text>
          </Stack>
          <Text size="sm">{applicantsOf(row)}</Text>
          <Text size="sm">{t('list.travelOn', { date: day(row.travelDate) })}</Text>
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <Text fw={700}>{money(row.total)}</Text>
            <Button
              component={Link}
              to={visaOrderPath(row.orderReference)}
              size="compact-sm"
              variant="light"
              aria-label={t('list.openOf', { reference: row.orderReference })}
            >
              {t('list.open')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {time(row.appliedAt)} · {t('list.appliedBy', { name: row.appliedBy })}
          </Text>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
