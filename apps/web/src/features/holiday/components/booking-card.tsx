import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HolidayBooking } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

const dueColour = { open: 'orange', overdue: 'red', settled: 'green' } as const;

/**
 * A confirmed holiday: the total agreed, the deposit the wallet paid, and the balance as a due on the partial-payment
 * page (its reference is the request's), with when it falls due and a link to pay it there.
 */
export function BookingCard({ booking, canSeeDues }: { booking: HolidayBooking; canSeeDues: boolean }) {
  const { t } = useTranslation('holiday');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const currency = booking.total.currency;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="holiday-booking"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="holiday-booking">
            {t('booking.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('booking.confirmedAt', { time: time(booking.confirmedAt) })}
          </Text>
        </Group>
        <Table verticalSpacing={6} aria-labelledby="holiday-booking">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('booking.total')}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {money(booking.total.amount, currency)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('booking.depositPaid')}</Table.Td>
              <Table.Td ta="right" data-testid="booking-deposit">
                {money(booking.depositPaid.amount, currency)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('booking.balance')}</Table.Td>
              <Table.Td ta="right" data-testid="booking-balance">
                {money(booking.balance.amount, currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {booking.due ? (
          <Stack gap={4} data-testid="booking-due">
            <Group gap="xs">
              <Text size="sm">
                {booking.due.status === 'settled'
                  ? t('booking.dueSettled')
                  : t('booking.dueLine', {
                      amount: money(booking.due.outstandingAmount, currency),
                      time: time(booking.due.dueAt),
                    })}
              </Text>
              <Badge size="sm" variant="light" color={dueColour[booking.due.status]}>
                {t(`booking.dueStatus.${booking.due.status}`)}
              </Badge>
            </Group>
            {canSeeDues && booking.due.status !== 'settled' ? (
              <Anchor
                component={Link}
                to={`/partial-payment?term=${encodeURIComponent(booking.due.orderReference)}`}
                size="sm"
                fw={600}
              >
                {t('booking.payDue')}
              </Anchor>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('booking.paidInFull')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
