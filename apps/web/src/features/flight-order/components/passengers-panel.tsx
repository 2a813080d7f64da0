import { useState } from 'react';
import { Box, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder, OrderPassenger } from '@portal/contracts';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useTravellerServices } from '../api/traveller-services';
import { PassengerExtrasText } from './passenger-extras-text';
import { ServiceHistoryDrawer } from './service-history-drawer';
import { ServicesCell } from './services-cell';

const fullName = (pax: OrderPassenger) => `${pax.title} ${pax.firstName} ${pax.lastName}`;

/**
 * The travellers: name, type, ticket number, extras and their services as the airline has confirmed them;
 * nationality and passport only for users allowed to see them (ShowPassportVisa), the services' history only with
 * SSRHistory. A table on wider screens, one card per traveller on a phone.
 */
export function PassengersPanel({
  order,
  showPassport,
  showServiceHistory,
}: {
  order: FlightOrder;
  showPassport: boolean;
  showServiceHistory: boolean;
}) {
  const { t } = useTranslation('flightOrder');
  const { t: tx } = useTranslation('flightOrderExtras');
  const services = useTravellerServices(order.orderReference);
  const [historyOpen, setHistoryOpen] = useState(false);
  const day = useCalendarDay();
  const none = t('summary.none');
  const ticket = (pax: OrderPassenger) => pax.ticketNumber ?? t('passengers.notIssued');
  const passport = (pax: OrderPassenger) =>
    pax.passportNumber
      ? `${pax.passportNumber}${pax.passportExpiry ? ` · ${t('passengers.expires', { date: day(pax.passportExpiry) })}` : ''}`
      : none;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="passengers-title"
    >
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} fz="lg" id="passengers-title">
          {t('passengers.title')}
        </Title>
        {showServiceHistory ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setHistoryOpen(true)}>
            {tx('services.historyAction')}
          </Button>
        ) : null}
      </Group>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={showPassport ? 1080 : 840}>
          <Table verticalSpacing="xs" aria-labelledby="passengers-title" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('passengers.name')}</Table.Th>
                <Table.Th>{t('passengers.type')}</Table.Th>
                <Table.Th>{t('passengers.dateOfBirth')}</Table.Th>
                <Table.Th>{t('passengers.ticket')}</Table.Th>
                <Table.Th>{t('passengers.extras')}</Table.Th>
                <Table.Th>{tx('services.title')}</Table.Th>
                {showPassport ? (
                  <>
                    <Table.Th>{t('passengers.nationality')}</Table.Th>
                    <Table.Th>{t('passengers.passport')}</Table.Th>
                  </>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.passengers.map((pax) => (
                <Table.Tr key={pax.paxId}>
                  <Table.Td fw={600}>{fullName(pax)}</Table.Td>
                  <Table.Td>{t(`paxType.${pax.type}`)}</Table.Td>
                  <Table.Td>{day(pax.dateOfBirth)}</Table.Td>
                  <Table.Td ff={pax.ticketNumber ? 'monospace' : undefined} data-testid="ticket-number">
                    {ticket(pax)}
                  </Table.Td>
                  <Table.Td>
                    <PassengerExtrasText passenger={pax} legs={order.legs} />
                  </Table.Td>
                  <Table.Td miw={220}>
                    <ServicesCell services={services} paxId={pax.paxId} name={fullName(pax)} />
                  </Table.Td>
                  {showPassport ? (
                    <>
                      <Table.Td>{pax.nationality ?? none}</Table.Td>
                      <Table.Td>{passport(pax)}</Table.Td>
                    </>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack gap="sm" hiddenFrom="sm">
        {order.passengers.map((pax) => (
          <Paper key={pax.paxId} withBorder radius="sm" p="sm" component="article" aria-label={fullName(pax)}>
            <Text fw={700}>{fullName(pax)}</Text>
            <Text size="sm" c="dimmed">
              {t(`paxType.${pax.type}`)} · {day(pax.dateOfBirth)}
            </Text>
            <Text size="sm" mt={4}>
              {t('passengers.ticket')}:{' '}
              <Text span ff={pax.ticketNumber ? 'monospace' : undefined} fw={600}>
                {ticket(pax)}
              </Text>
            </Text>
            {showPassport ? (
              <Text size="sm">
                {t('passengers.passport')}: {passport(pax)} ({pax.nationality ?? none})
              </Text>
            ) : null}
            <Box mt={4}>
              <Text size="sm" c="dimmed">
                {t('passengers.extras')}
              </Text>
              <PassengerExtrasText passenger={pax} legs={order.legs} />
            </Box>
            <Box mt={4}>
              <Text size="sm" c="dimmed">
                {tx('services.title')}
              </Text>
              <ServicesCell services={services} paxId={pax.paxId} name={fullName(pax)} />
            </Box>
          </Paper>
        ))}
      </Stack>
      {showServiceHistory ? (
        <ServiceHistoryDrawer
          orderReference={order.orderReference}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
    </Paper>
  );
}
