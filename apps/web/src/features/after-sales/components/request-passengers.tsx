import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterSalesRequest } from '@portal/contracts';
import { TicketStatusBadge } from '../../../components/after-sales/status-badges';
import { formatWallTime } from '../../../lib/wall-time';

/** The request's passengers with their tickets' state now, and the journeys a refund is for. */
export function RequestPassengers({ request }: { request: AfterSalesRequest }) {
  const { t, i18n } = useTranslation('afterSales');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="pax-title"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pax-title">
          {t('passengers.title')}
        </Title>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="pax-title">
          {request.passengers.map((passenger) => (
            <Group
              component="li"
              key={passenger.paxId}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-testid="request-passenger"
            >
              <div>
                <Text size="sm" fw={600}>
                  {passenger.name}
                </Text>
                <Text size="xs" c="dimmed" ff={passenger.ticketNumber ? 'monospace' : undefined}>
                  {t(`paxType.${passenger.type}`)} · {passenger.ticketNumber ?? t('passengers.noTicket')}
                </Text>
              </div>
              <TicketStatusBadge status={passenger.ticketStatus} testId="request-ticket-status" />
            </Group>
          ))}
        </Stack>
        {request.kind === 'Refund' && request.journeys.length > 0 ? (
          <div>
            <Text size="xs" c="dimmed">
              {t('passengers.journeys')}
            </Text>
            {request.journeys.map((journey) => (
              <Text key={journey.index} size="sm">
                {journey.origin} → {journey.destination} · {formatWallTime(journey.departure, i18n.language)}
              </Text>
            ))}
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
