import { Accordion, Alert, Anchor, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HolidayStatusBadge } from '../../../components/holiday/holiday-status-badge';
import { translateHolidayMessage } from '../../../components/holiday/messages';
import { MessageThread } from '../../../components/holiday/message-thread';
import { QuoteCard } from '../../../components/holiday/quote-card';
import { RequestHistory } from '../../../components/holiday/request-history';
import { errorMessage } from '../../../lib/api-errors';
import { canOpen } from '../../../lib/app-access';
import { HolidayRequestsPath } from '../../../lib/holiday-paths';
import { useUserContext } from '../../../lib/session/user-context';
import { showToast } from '../../../lib/toasts';
import { useDecideHolidayRequest } from '../api/decide-holiday-request';
import { useHolidayRequest } from '../api/get-holiday-request';
import { BookingCard } from '../components/booking-card';
import { RequestActions } from '../components/request-actions';
import { RequestOverview } from '../components/request-overview';
import { RequestState } from '../components/request-state';
import '../../../components/holiday/i18n';
import '../i18n';

/**
 * /holiday-requests/{reference}: one holiday request as it stands: what was asked, where it stands, the quote with
 * its lines and the time left to accept it, what the agency can do now (accept and pay the deposit, decline,
 * cancel), the confirmed booking with its due, earlier quotes, the thread with the holiday desk, and the history.
 */
export default function HolidayRequestPage() {
  const { t } = useTranslation('holiday');
  const { reference = '' } = useParams();
  const request = useHolidayRequest(reference);
  const user = useUserContext();
  const functionalities = user.data?.functionalities ?? [];
  const decide = useDecideHolidayRequest();
  const data = request.data;

  const sendMessage = async (message: string): Promise<string | null> => {
    try {
      await decide.mutateAsync({ action: 'Message', body: { reference, message } });
      showToast({ color: 'green', message: t('request.messageSent') });
      return null;
    } catch (error) {
      return translateHolidayMessage(t, errorMessage(error)) ?? '';
    }
  };

  let body;
  if (request.isPending) {
    body = (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('request.loading')}</Text>
      </Group>
    );
  } else if (request.isError) {
    body = (
      <Alert color="red" role="alert" title={t('request.problemTitle')}>
        {errorMessage(request.error)}
      </Alert>
    );
  } else if (data) {
    const live = data.status === 'Quoted' && data.quote?.state === 'Current';
    body = (
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('request.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 26 }} ff="monospace">
              {data.reference}
            </Title>
          </Stack>
          <HolidayStatusBadge status={data.status} size="lg" testId="request-status" />
        </Group>
        <RequestState request={data} />
        <RequestOverview request={data} canOpenPackage={canOpen(functionalities, '/holiday-search-result')} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {data.booking ? (
                <BookingCard
                  booking={data.booking}
                  canSeeDues={canOpen(functionalities, '/partial-payment')}
                />
              ) : null}
              {data.quote ? (
                <QuoteCard quote={data.quote} live={live} onLapsed={() => void request.refetch()} />
              ) : null}
              <RequestActions request={data} />
              {data.pastQuotes.length > 0 ? (
                <Accordion variant="contained" radius="md">
                  <Accordion.Item value="past">
                    <Accordion.Control>
                      {t('request.pastQuotes', { count: data.pastQuotes.length })}
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="sm">
                        {data.pastQuotes.map((quote) => (
                          <QuoteCard key={quote.quoteId} quote={quote} live={false} />
                        ))}
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                </Accordion>
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <MessageThread
              messages={data.messages}
              side="Agency"
              canWrite={data.can.message}
              agencyName={data.agencyName}
              onSend={sendMessage}
            />
          </Grid.Col>
        </Grid>
        <RequestHistory history={data.history} side="Agency" />
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Anchor component={Link} to={HolidayRequestsPath} size="sm" style={{ alignSelf: 'flex-start' }}>
          ← {t('request.back')}
        </Anchor>
        {data ? null : (
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('request.title')}
          </Title>
        )}
        {body}
      </Stack>
    </Container>
  );
}
