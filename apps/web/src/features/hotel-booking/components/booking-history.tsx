import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelBooking } from '@portal/contracts';
import { HotelStatusBadge } from '../../../components/hotel/hotel-status-badge';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import '../bookings-i18n';

/** The booking's history (ShowHotelBookingHistory): when, what, the status after, who, and a note. */
export function BookingHistory({ events }: { events: HotelBooking['history'] }) {
  const { t } = useTranslation('hotelBookings');
  const time = useTenantDateTime();
  const action = (name: string) => t(`history.actions.${name}`, { defaultValue: name });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hotel-history-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="hotel-history-title">
          {t('history.title')}
        </Title>
        <Table.ScrollContainer minWidth={620} visibleFrom="sm">
          <Table aria-label={t('history.title')} verticalSpacing="xs" fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.time')}</Table.Th>
                <Table.Th>{t('history.action')}</Table.Th>
                <Table.Th>{t('history.status')}</Table.Th>
                <Table.Th>{t('history.by')}</Table.Th>
                <Table.Th>{t('history.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event, index) => (
                <Table.Tr key={index}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(event.at)}</Table.Td>
                  <Table.Td>{action(event.action)}</Table.Td>
                  <Table.Td>
                    <HotelStatusBadge status={event.status} size="sm" />
                  </Table.Td>
                  <Table.Td>{event.by}</Table.Td>
                  <Table.Td>{event.note ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack hiddenFrom="sm">
          <MoneyCards label={t('history.title')}>
            {events.map((event, index) => (
              <MoneyCard
                key={index}
                reference={action(event.action)}
                isName
                status={<HotelStatusBadge status={event.status} size="sm" />}
              >
                <Text size="xs" c="dimmed">
                  {time(event.at)} · {event.by}
                </Text>
                {event.note ? <Text size="sm">{event.note}</Text> : null}
              </MoneyCard>
            ))}
          </MoneyCards>
        </Stack>
      </Stack>
    </Paper>
  );
}
