import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExchangeSummary } from '@portal/contracts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

/** Each passenger's tickets at the airline: the new ones an exchange issued, with the ticket each replaced. */
export function ExchangeTickets({ summary }: { summary: ExchangeSummary }) {
  const { t } = useTranslation('afterSales');
  const time = useTenantDateTime();
  const rows = summary.passengers.flatMap((passenger) =>
    passenger.tickets
      .filter((ticket) => ticket.exchangedFrom !== null)
      .map((ticket) => ({ passenger, ticket })),
  );
  if (rows.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="new-tickets"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="new-tickets">
          {t('exchange.tickets.title')}
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={6} aria-labelledby="new-tickets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exchange.tickets.passenger')}</Table.Th>
                <Table.Th>{t('exchange.tickets.newTicket')}</Table.Th>
                <Table.Th>{t('exchange.tickets.replaced')}</Table.Th>
                <Table.Th>{t('exchange.tickets.issued')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ passenger, ticket }) => (
                <Table.Tr key={ticket.ticketNumber}>
                  <Table.Td fw={600}>{passenger.name}</Table.Td>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="new-ticket-number">
                    {ticket.ticketNumber}
                  </Table.Td>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    <Text span size="sm" c="dimmed">
                      {ticket.exchangedFrom}
                    </Text>
                  </Table.Td>
                  <Table.Td>{time(ticket.issuedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
