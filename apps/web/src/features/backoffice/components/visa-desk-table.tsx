import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisaQueueRow } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable } from '../../../components/money-table';
import { useCountryName } from '../../../components/visa/use-country-name';
import { VisaStatusBadge } from '../../../components/visa/visa-status-badge';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import { VisaDeskSlaMinutes, waitsOnDesk } from '../utils/visa-desk-filters';
import { useAgeText } from './after-sales-parts';
import '../../../components/visa/i18n';
import '../visa-i18n';

/** Where an application opens; the desk's own address goes along, so Back returns to the same tab and page. */
function useApplicationLink() {
  const { search } = useLocation();
  return (reference: string) => ({
    to: `/backoffice/visa-applications/${encodeURIComponent(reference)}`,
    state: { queueSearch: search },
  });
}

/**
 * How long an application has waited on the side that must act: overdue in red with the word when the desk has kept
 * it beyond a day, dimmed while it waits on the agency, nothing once closed.
 */
export function VisaAge({ row }: { row: Pick<VisaQueueRow, 'ageMinutes' | 'status'> }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaDesk' });
  const ageText = useAgeText();
  if (row.status === 'Completed' || row.status === 'Rejected' || row.status === 'Cancelled') {
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  if (!waitsOnDesk(row.status)) {
    return (
      <Stack gap={0}>
        <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {ageText(row.ageMinutes)}
        </Text>
        <Text span size="xs" c="dimmed">
          {t('withAgency')}
        </Text>
      </Stack>
    );
  }
  if (row.status === 'Requested' && row.ageMinutes >= VisaDeskSlaMinutes) {
    return (
      <Badge color="red" variant="filled" miw="max-content" style={{ textTransform: 'none' }}>
        {t('overdue', { age: ageText(row.ageMinutes) })}
      </Badge>
    );
  }
  return (
    <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {ageText(row.ageMinutes)}
    </Text>
  );
}

/** The desk on wider screens: one row per application, its reference opening it. */
export function VisaDeskTable({ rows }: { rows: VisaQueueRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaDesk' });
  const { t: tp } = useTranslation('visaParts');
  const money = useMoney();
  const day = useCalendarDay();
  const time = useTenantDateTime();
  const countryName = useCountryName();
  const linkTo = useApplicationLink();
  return (
    <MoneyTable
      label={t('tableLabel')}
      minWidth={1100}
      columns={[
        { label: t('columns.reference') },
        { label: t('columns.agency') },
        { label: t('columns.visa') },
        { label: t('columns.applicants') },
        { label: t('columns.travel') },
        { label: t('columns.paid'), amount: true },
        { label: t('columns.status') },
        { label: t('columns.waiting') },
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.orderReference} data-testid="visa-desk-row">
          <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
            <Anchor component={Link} {...linkTo(row.orderReference)} ff="monospace" fw={700} size="sm">
              {row.orderReference}
            </Anchor>
            <Text size="xs" c="dimmed">
              {time(row.appliedAt)}
            </Text>
          </Table.Th>
          <Table.Td miw={140} style={{ overflowWrap: 'anywhere' }}>
            <Text size="sm" fw={600}>
              {row.agencyName}
            </Text>
            <Text size="xs" c="dimmed">
              {t('by', { name: row.appliedBy })}
            </Text>
          </Table.Td>
          <Table.Td miw={160}>
            <Text size="sm" fw={600}>
              {countryName(row.countryCode, row.countryName)}
            </Text>
            <Text size="xs" c="dimmed">
              {tp(`visaTypes.${row.visaType}`)}
            </Text>
          </Table.Td>
          <Table.Td miw={160}>
            {row.applicants.map((name, index) => (
              <Text key={`${name}-${index}`} size="sm">
                {name}
              </Text>
            ))}
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
            <VisaAge row={row} />
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** The desk on a phone: one card per application. */
export function VisaDeskCards({ rows }: { rows: VisaQueueRow[] }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaDesk' });
  const { t: tp } = useTranslation('visaParts');
  const money = useMoney();
  const day = useCalendarDay();
  const countryName = useCountryName();
  const linkTo = useApplicationLink();
  return (
    <MoneyCards label={t('tableLabel')}>
      {rows.map((row) => (
        <MoneyCard
          key={row.orderReference}
          reference={row.orderReference}
          status={<VisaStatusBadge status={row.status} size="sm" />}
        >
          <Text size="sm" fw={600}>
            {row.agencyName}
          </Text>
          <Text size="sm">
            {countryName(row.countryCode, row.countryName)} · {tp(`visaTypes.${row.visaType}`)} ·{' '}
            {day(row.travelDate)}
          </Text>
          <Text size="sm">{row.applicants.join(', ')}</Text>
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={700}>{money(row.total)}</Text>
              <VisaAge row={row} />
            </Stack>
            <Button component={Link} {...linkTo(row.orderReference)} size="compact-sm" variant="light">
              {t('open')}
            </Button>
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
