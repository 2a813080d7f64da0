import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PrintDocumentType, type RequestEvent, type RequestStatus } from '@portal/contracts';
import { RequestHistoryTimeline } from '../../../components/request-history-timeline';
import { errorMessage } from '../../../lib/api-errors';
import { canOpen } from '../../../lib/app-access';
import { flightOrderPath } from '../../../lib/order-path';
import { useUserContext } from '../../../lib/session/user-context';
import { useGroupFareReservation } from '../api/get-reservation';
import { AirlineTile } from '../components/airline-tile';
import { BlockDeadlines } from '../components/block-deadlines';
import { BlockJourneys } from '../components/block-journeys';
import { FareRules } from '../components/fare-rules';
import { NamesSection } from '../components/names-section';
import { ReservationActions } from '../components/reservation-actions';
import { ReservationCountdown } from '../components/reservation-countdown';
import { ReservationMoney } from '../components/reservation-money';
import { ReservationStatusBadge } from '../components/reservation-status-badge';
import { ReservationsPath } from '../utils/search-url';
import '../i18n';

/** The print page of the ticketed order's e-ticket (header-less; it has its own print button). */
const printPath = (orderReference: string) =>
  `/print-preview?orderReference=${encodeURIComponent(orderReference)}&typeId=${PrintDocumentType.Ticket}`;

/**
 * /group-fare-reservation?reference=GF-…: one reservation of special-fare seats: its status and the time left
 * before the deadline that matters now, the block's flights, deadlines and rules, the money, what the agent may do
 * (pay the deposit, names, pay the balance, ticket, release), the order once ticketed, and the history.
 */
export default function GroupFareReservationPage() {
  const { t } = useTranslation('groupFares');
  const { search } = useLocation();
  const reference = (new URLSearchParams(search).get('reference') ?? '').trim();
  const reservation = useGroupFareReservation(reference);
  const user = useUserContext();
  const functionalities = user.data?.functionalities ?? [];
  const data = reservation.data;

  let body;
  if (!reference) {
    body = (
      <Alert color="red" role="alert">
        {t('reservation.noReference')}
      </Alert>
    );
  } else if (reservation.isPending) {
    body = (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('reservation.loading')}</Text>
      </Group>
    );
  } else if (reservation.isError) {
    body = (
      <Alert color="red" role="alert" title={t('reservation.failed')}>
        {errorMessage(reservation.error)}
      </Alert>
    );
  } else if (data) {
    const block = data.block;
    const history: RequestEvent[] = data.history.map((event) => ({
      ...event,
      status: event.status as RequestStatus,
      by: event.by ?? '',
      side: event.by ? 'Agency' : 'System',
    }));
    body = (
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('reservation.eyebrow', { kind: t(`kinds.${data.kind}`) })}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 26 }} ff="monospace">
              {data.reference}
            </Title>
            <Text size="sm">{data.title}</Text>
          </Stack>
          <ReservationStatusBadge status={data.status} size="lg" testId="reservation-status" />
        </Group>
        {data.status === 'Released' && data.releaseReason ? (
          <Alert color="gray" title={t('reservation.releasedTitle')}>
            {t(`releaseReasons.${data.releaseReason}`)}
          </Alert>
        ) : null}
        {data.nextDeadline ? (
          <ReservationCountdown
            key={`${data.nextDeadline.kind}-${data.nextDeadline.at}`}
            deadline={data.nextDeadline}
            onLapsed={() => void reservation.refetch()}
          />
        ) : null}
        {data.status === 'Completed' && data.orderReference ? (
          <Alert color="green" title={t('reservation.ticketedTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('reservation.ticketedBody', { order: data.orderReference })}</Text>
              <Group gap="sm">
                {canOpen(functionalities, '/flight-order') ? (
                  <Button component={Link} to={flightOrderPath(data.orderReference)} size="compact-md">
                    {t('reservation.openOrder')}
                  </Button>
                ) : null}
                {canOpen(functionalities, '/print-preview') ? (
                  <Button
                    component="a"
                    href={printPath(data.orderReference)}
                    target="_blank"
                    rel="noopener"
                    variant="light"
                    size="compact-md"
                  >
                    {t('reservation.print')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <ReservationActions reservation={data} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              component="section"
              aria-labelledby="gf-flights"
            >
              <Stack gap="sm">
                <Title order={2} fz="lg" id="gf-flights">
                  {t('reservation.flightsTitle')}
                </Title>
                <AirlineTile
                  code={block.validatingAirline}
                  name={block.airlineName}
                  detail={t('block.cabinLine', { cabin: t(`cabins.${block.cabin}`), route: block.route })}
                />
                <BlockJourneys journeys={block.journeys} />
                <Text size="sm">
                  <Text span fw={600}>
                    {t('block.baggage')}:
                  </Text>{' '}
                  {block.baggage}
                </Text>
                <BlockDeadlines
                  nameDeadline={block.nameDeadline}
                  balanceDeadline={block.balanceDeadline}
                  ticketingDeadline={block.ticketingDeadline}
                  next={data.nextDeadline?.kind}
                />
                <FareRules rules={block.fareRules} />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ReservationMoney reservation={data} />
          </Grid.Col>
        </Grid>
        {data.status !== 'Reserved' && data.status !== 'Released' ? (
          <NamesSection key={data.namesEntered + data.status} reservation={data} />
        ) : null}
        <RequestHistoryTimeline
          history={history}
          headingId="gf-history"
          title={t('history.title')}
          actionLabel={(action) => t(`history.actions.${action}`, { defaultValue: action })}
          who={(event) => event.by || t('history.system')}
          statusBadge={(status) => <ReservationStatusBadge status={status} size="sm" />}
        />
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Anchor component={Link} to={ReservationsPath} size="sm" style={{ alignSelf: 'flex-start' }}>
          ← {t('reservation.back')}
        </Anchor>
        {data ? null : (
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('reservation.title')}
          </Title>
        )}
        {body}
      </Stack>
    </Container>
  );
}
