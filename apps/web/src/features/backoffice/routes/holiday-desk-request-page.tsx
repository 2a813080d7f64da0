import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HolidayQuoteBody, HolidayRequest } from '@portal/contracts';
import { HolidayStatusBadge } from '../../../components/holiday/holiday-status-badge';
import { translateHolidayMessage } from '../../../components/holiday/messages';
import { MessageThread } from '../../../components/holiday/message-thread';
import { usePartyText } from '../../../components/holiday/party-text';
import { QuoteCard } from '../../../components/holiday/quote-card';
import { RequestHistory } from '../../../components/holiday/request-history';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import { useHolidayDeskAction, useHolidayDeskRequest } from '../api/holiday-desk';
import { HolidayQuoteForm } from '../components/holiday-quote-form';
import '../../../components/holiday/i18n';
import '../holiday-i18n';
import '../i18n';

/** What the agency asked, in facts: the package, the dates, the party, the published prices and the notes. */
function EnquiryFacts({ request }: { request: HolidayRequest }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayDesk' });
  const { t: parts } = useTranslation('holidayParts');
  const day = useCalendarDay();
  const time = useTenantDateTime();
  const money = useLedgerMoney();
  const party = usePartyText();
  const departure = request.departure;
  const facts: Array<[string, string]> = [
    [t('facts.agency'), `${request.agencyName} · ${request.requestedBy}`],
    [t('facts.requested'), time(request.requestedAt)],
    [t('facts.package'), `${request.package.title} (${request.package.code})`],
    [t('facts.dates'), parts('dates', { from: day(departure.departsOn), to: day(departure.returnsOn) })],
    [t('facts.travellers'), party(request.travellers)],
    [t('facts.seatsLeft'), String(departure.seatsLeft)],
    [
      t('facts.prices'),
      `${money(departure.adultPrice, departure.currency)} · ${money(departure.childPrice, departure.currency)} · ${money(departure.infantPrice, departure.currency)}`,
    ],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="desk-facts">
      <Stack gap="sm">
        <Title order={2} size="h4" id="desk-facts">
          {t('facts.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {request.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span c="dimmed">
              {t('facts.notes')}{' '}
            </Text>
            {request.notes}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /backoffice/holiday-requests/:reference: one enquiry as the desk works it: what was asked, the current quote, a
 * new quote (while it may be quoted), refusing it with a reason, the thread with the agency and the history. When
 * the agency moved first (409), the message shows and the request is read again.
 */
export default function HolidayDeskRequestPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayDesk' });
  const { t: parts } = useTranslation('holidayParts');
  const { reference = '' } = useParams();
  const query = useHolidayDeskRequest(reference);
  const act = useHolidayDeskAction();
  const [problem, setProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [requoting, setRequoting] = useState(false);
  const request = query.data;
  const back = (
    <Anchor component={Link} to="/backoffice/holiday-requests" size="sm">
      ← {t('back')}
    </Anchor>
  );

  if (query.isPending) return <Loader aria-label={t('loading')} />;
  if (!request) {
    return (
      <Stack gap="md">
        {back}
        <Alert color={isHttpStatus(query.error, 404) ? 'orange' : 'red'} role="alert">
          {errorMessage(query.error, t('loadFailed'))}
        </Alert>
      </Stack>
    );
  }

  const refused = (error: unknown) => {
    setProblem(translateHolidayMessage(parts, errorMessage(error)) ?? '');
    if (isHttpStatus(error, 409)) void query.refetch();
  };

  const sendQuote = async (body: HolidayQuoteBody) => {
    setProblem(null);
    try {
      const answer = await act.mutateAsync({ action: 'quote', body });
      setRequoting(false);
      showToast({
        color: 'green',
        message: t('quote.sent', { reference: answer.reference, agency: answer.agencyName }),
      });
    } catch (error) {
      refused(error);
    }
  };

  const reject = async () => {
    setProblem(null);
    try {
      await act.mutateAsync({ action: 'reject', body: { reference: request.reference, reason } });
      setRejecting(false);
      setReason('');
      showToast({ color: 'orange', message: t('reject.done', { reference: request.reference }) });
    } catch (error) {
      refused(error);
    }
  };

  const message = async (text: string): Promise<string | null> => {
    try {
      await act.mutateAsync({ action: 'message', body: { reference: request.reference, message: text } });
      return null;
    } catch (error) {
      return translateHolidayMessage(parts, errorMessage(error)) ?? '';
    }
  };

  const live = request.status === 'Quoted' && request.quote?.state === 'Current';
  const showQuoteForm = request.can.quote && (!live || requoting);

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('requestTitle', { reference: request.reference })}
        </Title>
        <Group gap="xs">
          <HolidayStatusBadge status={request.status} size="lg" testId="desk-request-status" />
          {request.can.reject ? (
            <Button
              color="red"
              variant="light"
              onClick={() => {
                setProblem(null);
                setRejecting(true);
              }}
            >
              {t('reject.action')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {problem && !rejecting ? (
        <Alert
          color="orange"
          role="alert"
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => setProblem(null)}
        >
          {problem}
        </Alert>
      ) : null}
      <EnquiryFacts request={request} />
      {showQuoteForm ? (
        <HolidayQuoteForm
          request={request}
          onSend={(body) => void sendQuote(body)}
          sending={act.isPending && act.variables?.action === 'quote'}
          problem={null}
        />
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            {request.quote ? (
              <QuoteCard quote={request.quote} live={live} onLapsed={() => void query.refetch()} />
            ) : null}
            {request.can.quote && live && !requoting ? (
              <Button variant="light" onClick={() => setRequoting(true)} style={{ alignSelf: 'flex-start' }}>
                {t('quote.replace')}
              </Button>
            ) : null}
            {request.pastQuotes.map((quote) => (
              <QuoteCard key={quote.quoteId} quote={quote} live={false} title={parts('quote.pastTitle')} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <MessageThread
            messages={request.messages}
            side="Operator"
            canWrite={request.can.message}
            agencyName={request.agencyName}
            onSend={message}
          />
        </Grid.Col>
      </Grid>
      <RequestHistory history={request.history} side="Operator" />
      <Modal
        opened={rejecting}
        onClose={() => !act.isPending && setRejecting(false)}
        title={t('reject.title', { reference: request.reference })}
        centered
        closeButtonProps={{ 'aria-label': t('reject.keep') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('reject.body')}</Text>
          <Textarea
            label={t('reject.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={3}
            withAsterisk
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)} disabled={act.isPending}>
              {t('reject.keep')}
            </Button>
            <Button
              color="red"
              loading={act.isPending && act.variables?.action === 'reject'}
              onClick={() => void reject()}
            >
              {t('reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
