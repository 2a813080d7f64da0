import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useMoney } from '../../../lib/use-money';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} ff="monospace" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Step 4: the order made: its reference, PNR and status, the time limit of a hold or the tickets of an issue. */
export function BookingConfirmation({ order }: { order: FlightOrder }) {
  const { t } = useTranslation('flightBooking');
  const time = useTenantDateTime();
  const money = useMoney();
  const ticketed = order.passengers.some((pax) => pax.ticketNumber);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="confirmation-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="confirmation-title">
            {t(`confirmation.title.${order.status}`, { defaultValue: t('confirmation.title.other') })}
          </Title>
          <OrderStatusBadge status={order.status} size="lg" testId="order-status" />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label={t('confirmation.reference')} value={order.orderReference} testId="order-reference" />
          <Figure label={t('confirmation.pnr')} value={order.pnr ?? '—'} testId="order-pnr" />
          <Figure label={t('confirmation.airlinePnr')} value={order.airlinePnr ?? '—'} testId="airline-pnr" />
        </SimpleGrid>
        {order.status === 'OnHold' && order.timeLimit ? (
          <Alert color="blue">{t('confirmation.timeLimit', { time: time(order.timeLimit) })}</Alert>
        ) : null}
        {order.status === 'InProgress' || order.status === 'Pending' ? (
          <Alert color="orange">{t(`confirmation.inDoubt.${order.status}`)}</Alert>
        ) : null}
        {order.payment.paidAmount.amount > 0 ? (
          <Text size="sm">{t('confirmation.paid', { amount: money(order.payment.paidAmount) })}</Text>
        ) : null}
        {ticketed ? (
          <Table.ScrollContainer minWidth={360}>
            <Table aria-label={t('confirmation.tickets')} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('review.name')}</Table.Th>
                  <Table.Th>{t('review.type')}</Table.Th>
                  <Table.Th>{t('confirmation.ticketNumber')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.passengers.map((pax) => (
                  <Table.Tr key={pax.paxId}>
                    <Table.Td>{`${pax.title} ${pax.firstName} ${pax.lastName}`}</Table.Td>
                    <Table.Td>{t(`passengerType.${pax.type}`)}</Table.Td>
                    <Table.Td ff="monospace">{pax.ticketNumber ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Group>
          <Button component={Link} to={`/flight-order?reference=${encodeURIComponent(order.orderReference)}`}>
            {t('confirmation.view')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
