import { Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionEligibility, AfterSalesTicket } from '@portal/contracts';
import { TicketStatusBadge } from '../../../components/after-sales/status-badges';
import { useReasonText } from '../../../components/after-sales/texts';

/**
 * The passengers whose tickets the request is for: each ticket that may take the action now can be ticked; the
 * others stand greyed with the reason.
 */
export function PassengerChoice({
  tickets,
  eligibilityOf,
  chosen,
  onChange,
  disabled,
}: {
  tickets: AfterSalesTicket[];
  eligibilityOf: (ticket: AfterSalesTicket) => ActionEligibility;
  chosen: number[];
  onChange: (paxIds: number[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('afterSales');
  const reasonText = useReasonText();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="fieldset" m={0}>
      <Stack gap="sm">
        <Title order={2} fz="lg" component="legend" p={0}>
          {t('form.passengers')}
        </Title>
        {tickets.map((ticket) => {
          const eligibility = eligibilityOf(ticket);
          return (
            <Checkbox
              key={ticket.paxId}
              checked={chosen.includes(ticket.paxId)}
              disabled={disabled || !eligibility.allowed}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? [...chosen, ticket.paxId].sort((a, b) => a - b)
                    : chosen.filter((paxId) => paxId !== ticket.paxId),
                )
              }
              aria-label={ticket.name}
              label={
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {ticket.name}
                  </Text>
                  <Text size="xs" c="dimmed" ff={ticket.ticketNumber ? 'monospace' : undefined}>
                    {t(`paxType.${ticket.type}`)} · {ticket.ticketNumber ?? t('passengers.noTicket')}
                  </Text>
                  <TicketStatusBadge status={ticket.status} />
                </Group>
              }
              description={eligibility.allowed ? undefined : reasonText(eligibility.reason ?? '')}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
