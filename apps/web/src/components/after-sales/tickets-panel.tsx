import { Alert, Anchor, Box, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  AfterSalesReason,
  type ActionEligibility,
  type AfterSalesOptions,
  type AfterSalesTicket,
} from '@portal/contracts';
import {
  afterSalesRequestPagePath,
  afterSalesRequestPath,
  hasAfterSalesPages,
  type AfterSalesPageKind,
} from '../../lib/after-sales-paths';
import { errorMessage } from '../../lib/api-errors';
import { LoadFailedAlert } from '../paged-results';
import { useAfterSalesOptions } from './api/get-after-sales-options';
import { TicketStatusBadge } from './status-badges';
import { useReasonText } from './texts';
import { VoidWindow } from './void-window';
import './i18n';

/** The actions the panel offers, in this order. */
const Actions = ['Void', 'Refund', 'Exchange'] as const satisfies readonly AfterSalesPageKind[];
const eligibilityOf = (ticket: AfterSalesTicket, kind: AfterSalesPageKind): ActionEligibility =>
  kind === 'Void' ? ticket.void : kind === 'Refund' ? ticket.refund : ticket.exchange;

/** An action the user may never take is not mentioned at all; the web hides what the role does not include. */
const mayEverTake = (eligibility: ActionEligibility) => eligibility.reason !== AfterSalesReason.noPermission;

/**
 * What can be done with one ticket: a button for each action offered now, and why the others are not (said once
 * when they share their reason).
 */
function TicketActions({ orderReference, ticket }: { orderReference: string; ticket: AfterSalesTicket }) {
  const { t } = useTranslation('afterSalesTickets');
  const reasonText = useReasonText();
  const shown = Actions.filter((kind) => mayEverTake(eligibilityOf(ticket, kind)));
  const offered = shown.filter((kind) => eligibilityOf(ticket, kind).allowed);
  const refused = shown.filter((kind) => !eligibilityOf(ticket, kind).allowed);
  const reasons = refused.map((kind) => reasonText(eligibilityOf(ticket, kind).reason ?? ''));
  const sameReason = reasons.length > 1 && reasons.every((reason) => reason === reasons[0]);
  const label = { Void: t('panel.void'), Refund: t('panel.refund'), Exchange: t('panel.exchange') };
  const name = {
    Void: t('panel.voidOf', { name: ticket.name }),
    Refund: t('panel.refundOf', { name: ticket.name }),
    Exchange: t('panel.exchangeOf', { name: ticket.name }),
  };

  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('panel.noAction')}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      {offered.length > 0 ? (
        <Group gap="xs">
          {offered.map((kind) => (
            <Button
              key={kind}
              component={Link}
              to={afterSalesRequestPath(kind, orderReference, ticket.paxId)}
              size="compact-sm"
              variant={kind === 'Void' ? 'filled' : 'light'}
              aria-label={name[kind]}
            >
              {label[kind]}
            </Button>
          ))}
        </Group>
      ) : null}
      {sameReason ? (
        <Text size="xs" c="dimmed">
          {reasons[0]}
        </Text>
      ) : (
        refused.map((kind, index) => (
          <Text key={kind} size="xs" c="dimmed">
            {t('panel.reasonOf', { action: label[kind], reason: reasons[index] })}
          </Text>
        ))
      )}
    </Stack>
  );
}

function OpenRequests({ options }: { options: AfterSalesOptions }) {
  const { t } = useTranslation('afterSalesTickets');
  return options.openRequests.map((request) => (
    <Alert key={request.reference} color="blue" variant="light" p="sm" role="status">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm">
          {t('panel.openRequest', {
            kind: t(`kind.${request.kind}`),
            reference: request.reference,
            status: t(`requestStatus.${request.status}`),
          })}
        </Text>
        {hasAfterSalesPages(request.kind) ? (
          <Anchor
            component={Link}
            to={afterSalesRequestPagePath(request.kind, 'view', request.reference)}
            size="sm"
            fw={700}
          >
            {t('panel.openRequestLink', { reference: request.reference })}
          </Anchor>
        ) : null}
      </Group>
    </Alert>
  ));
}

/**
 * The order page's after-sales panel (spec §2 "Flight order"): each ticket's state at the airline and the void,
 * refund or exchange it can take now, or why not; the void window's deadline ticking down, in the office's zone and the
 * reader's; and the booking's open request. Shown on ticketed orders.
 */
export function TicketsPanel({ orderReference }: { orderReference: string }) {
  const { t } = useTranslation('afterSalesTickets');
  const options = useAfterSalesOptions(orderReference);
  const data = options.data;
  const ticketText = (ticket: AfterSalesTicket) => ticket.ticketNumber ?? t('panel.notIssued');

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="tickets-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="tickets-title">
            {t('panel.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('panel.intro')}
          </Text>
        </div>
        {options.isPending ? (
          <Skeleton h={96} radius="sm" role="status" aria-label={t('panel.loading')} />
        ) : null}
        {options.isError ? (
          <LoadFailedAlert
            message={errorMessage(options.error, t('panel.loadFailed'))}
            retry={t('panel.retry')}
            onRetry={() => void options.refetch()}
          />
        ) : null}
        {data ? (
          <>
            <OpenRequests options={data} />
            {data.voidDeadline ? (
              <VoidWindow
                deadline={data.voidDeadline}
                officeTimeZone={data.officeTimeZone}
                onLapsed={() => void options.refetch()}
              />
            ) : null}
            <Box visibleFrom="sm">
              <Table verticalSpacing="xs" striped aria-label={t('panel.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('panel.passenger')}</Table.Th>
                    <Table.Th>{t('panel.ticket')}</Table.Th>
                    <Table.Th>{t('panel.status')}</Table.Th>
                    <Table.Th>{t('panel.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.tickets.map((ticket) => (
                    <Table.Tr key={ticket.paxId} data-testid="after-sales-ticket">
                      <Table.Td fw={600}>{ticket.name}</Table.Td>
                      <Table.Td
                        ff={ticket.ticketNumber ? 'monospace' : undefined}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {ticketText(ticket)}
                      </Table.Td>
                      <Table.Td>
                        <TicketStatusBadge status={ticket.status} testId="ticket-status" />
                      </Table.Td>
                      <Table.Td maw={360}>
                        <TicketActions orderReference={data.orderReference} ticket={ticket} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
            <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.tickets.map((ticket) => (
                <Paper
                  key={ticket.paxId}
                  component="li"
                  withBorder
                  radius="sm"
                  p="sm"
                  aria-label={ticket.name}
                  data-testid="after-sales-ticket-card"
                >
                  <Stack gap={6}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Text fw={700} size="sm">
                        {ticket.name}
                      </Text>
                      <TicketStatusBadge status={ticket.status} />
                    </Group>
                    <Text size="sm" ff={ticket.ticketNumber ? 'monospace' : undefined}>
                      {ticketText(ticket)}
                    </Text>
                    <TicketActions orderReference={data.orderReference} ticket={ticket} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
