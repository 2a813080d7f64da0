import type { ReactNode } from 'react';
import { Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterSalesRequest } from '@portal/contracts';
import { MoneyTable } from '../../../components/money-table';
import { localTime, longLocalDate } from '../../../lib/flight-time';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Who asked, for which booking, why, and where it stands: the request's facts in a grid. */
export function AfterSalesRequestFacts({ request }: { request: AfterSalesRequest }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const time = useTenantDateTime();
  const money = useLedgerMoney();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('facts.label')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="md">
        <Fact label={t('facts.agency')}>{request.agencyName}</Fact>
        <Fact label={t('facts.requestedBy')}>
          {request.requestedBy}
          <Text size="xs" c="dimmed">
            {time(request.requestedAt)}
          </Text>
        </Fact>
        <Fact label={t('facts.order')}>
          <Text span ff="monospace" size="sm">
            {request.orderReference}
          </Text>
        </Fact>
        <Fact label={t('facts.pnr')}>
          <Text span ff="monospace" size="sm">
            {request.pnr ?? '—'}
          </Text>
        </Fact>
        <Fact label={t('facts.route')}>{`${request.route} · ${request.validatingAirline}`}</Fact>
        <Fact label={t('facts.assignee')}>{request.assignee ?? t('list.unassigned')}</Fact>
        <Fact label={t('facts.updatedAt')}>{time(request.updatedAt)}</Fact>
        {request.reason ? <Fact label={t('facts.reason')}>{t(`reasons.${request.reason}`)}</Fact> : null}
        {request.settled ? (
          <Fact label={t('facts.settled')}>
            <Text span fw={700} size="sm">
              {money(request.settled.amount, request.settled.currency)}
            </Text>
          </Fact>
        ) : null}
      </SimpleGrid>
      {request.remark ? (
        <Stack gap={2} mt="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('facts.remark')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.remark}
          </Text>
        </Stack>
      ) : null}
    </Paper>
  );
}

/** The passengers the request is for, with their tickets and where each stands at the airline. */
export function AfterSalesPassengers({ request }: { request: AfterSalesRequest }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('passengers.heading')}
      </Title>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <MoneyTable
          label={t('passengers.heading')}
          minWidth={320}
          columns={[{ label: t('passengers.name') }, { label: t('passengers.ticket') }]}
        >
          {request.passengers.map((passenger) => (
            <Table.Tr key={passenger.paxId}>
              <Table.Th scope="row">
                <Text size="sm" fw={600}>
                  {passenger.name}
                </Text>
                <Text size="xs" c="dimmed" fw={400}>
                  {t(`paxTypes.${passenger.type}`)}
                </Text>
              </Table.Th>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {passenger.ticketNumber ?? '—'}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`ticketStatuses.${passenger.ticketStatus}`)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </MoneyTable>
      </Paper>
    </Stack>
  );
}

/** The journeys the request covers (every journey for a void), and whether each has been flown. */
export function AfterSalesJourneys({ request }: { request: AfterSalesRequest }) {
  const { t, i18n } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('journeys.heading')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {request.journeys.map((journey) => (
          <Paper component="li" key={journey.index} withBorder radius="md" p="sm">
            <Text size="sm" fw={600}>
              {`${journey.origin} → ${journey.destination}`}{' '}
              <Badge size="sm" variant="light" color={journey.flown ? 'gray' : 'blue'} ml={4}>
                {journey.flown ? t('journeys.flown') : t('journeys.unflown')}
              </Badge>
            </Text>
            <Text size="xs" c="dimmed">
              {t('journeys.departs', {
                date: longLocalDate(journey.departure, locale),
                time: localTime(journey.departure),
              })}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
