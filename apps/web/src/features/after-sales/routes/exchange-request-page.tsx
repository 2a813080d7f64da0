import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  RefundReasons,
  ZExchangeRequestBody,
  type AfterSalesOptions,
  type RefundReason,
} from '@portal/contracts';
import { afterSalesRequestPagePath, exchangeStepPath } from '../../../lib/after-sales-paths';
import { formatWallTime } from '../../../lib/wall-time';
import { useAskExchange } from '../api/exchange';
import { AskFrame } from '../components/ask-frame';
import { PassengerChoice } from '../components/passenger-choice';
import { RemarkField } from '../components/remark-field';
import { useAskSubmit } from '../hooks/use-ask-submit';
import '../i18n';

const exchangeOf = (ticket: AfterSalesOptions['tickets'][number]) => ticket.exchange;

/** The calendar day of a local time written with its offset ("2026-12-26T09:30:00+06:00" → "2026-12-26"). */
const dayOf = (localTime: string) => localTime.slice(0, 10);

/** Tomorrow in the reader's calendar: the earliest day a journey can be moved to. */
function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function ExchangeForm({ options, named }: { options: AfterSalesOptions; named: string | null }) {
  const { t, i18n } = useTranslation('afterSales');
  const ask = useAskExchange();
  const eligible = options.tickets.filter((ticket) => ticket.exchange.allowed);
  const namedTicket = eligible.find((ticket) => String(ticket.paxId) === named);
  const openJourneys = options.journeys.filter(
    (journey) => !journey.flown && eligible.some((ticket) => ticket.openJourneys.includes(journey.index)),
  );
  const [journeys, setJourneys] = useState<number[]>([]);
  const [dates, setDates] = useState<Record<number, string>>(() =>
    Object.fromEntries(options.journeys.map((journey) => [journey.index, dayOf(journey.departure)])),
  );
  // Everyone still travelling on the changed journeys changes together: all of them are ticked at first.
  const [paxIds, setPaxIds] = useState(() =>
    namedTicket && eligible.length === 1 ? [namedTicket.paxId] : eligible.map((ticket) => ticket.paxId),
  );
  const [reason, setReason] = useState<RefundReason>('Voluntary');
  const [remark, setRemark] = useState('');
  const { problem, submit: send } = useAskSubmit(ZExchangeRequestBody);
  const onlyManual = options.tickets.some(
    (ticket) => paxIds.includes(ticket.paxId) && ticket.exchange.mode === 'Manual',
  );
  const earliest = tomorrow();

  const submit = (manual: boolean) =>
    send(
      {
        orderReference: options.orderReference,
        paxIds,
        exchangeItineraries: journeys.map((journeyIndex) => ({ journeyIndex, date: dates[journeyIndex] })),
        reason,
        remark: remark.trim() || undefined,
      },
      async (body) => {
        const request = await ask.mutateAsync({ body, manual });
        return manual
          ? afterSalesRequestPagePath('Exchange', 'view', request.reference)
          : exchangeStepPath('searchResult', request.reference);
      },
    );

  return (
    <Stack gap="md">
      {eligible.length > 0 ? null : (
        <Alert color="gray" variant="light">
          {t('form.noneEligible.Exchange')}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="fieldset" m={0}>
        <Stack gap="sm">
          <Title order={2} fz="lg" component="legend" p={0}>
            {t('exchange.form.journeys')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('exchange.form.journeysHint')}
          </Text>
          {options.journeys.map((journey) => {
            const name = `${journey.origin} → ${journey.destination}`;
            const open = openJourneys.some((one) => one.index === journey.index);
            const chosen = open && journeys.includes(journey.index);
            return (
              <Group key={journey.index} gap="sm" align="flex-end" wrap="wrap" data-testid="exchange-journey">
                <Checkbox
                  style={{ flex: '1 1 220px' }}
                  checked={chosen}
                  disabled={ask.isPending || !open}
                  onChange={(event) =>
                    setJourneys(
                      event.currentTarget.checked
                        ? [...journeys, journey.index].sort((a, b) => a - b)
                        : journeys.filter((index) => index !== journey.index),
                    )
                  }
                  aria-label={t('exchange.form.changeJourney', { name })}
                  label={
                    <Text size="sm" fw={600} span>
                      {name}{' '}
                      <Text span size="xs" c="dimmed" fw={400}>
                        {formatWallTime(journey.departure, i18n.language)}
                      </Text>
                    </Text>
                  }
                  description={journey.flown ? t('form.flown') : open ? undefined : t('form.closedForChosen')}
                />
                {chosen ? (
                  <TextInput
                    type="date"
                    label={t('exchange.form.newDate')}
                    aria-label={t('exchange.form.newDateOf', { name })}
                    value={dates[journey.index] ?? ''}
                    min={earliest}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setDates((current) => ({ ...current, [journey.index]: value }));
                    }}
                    disabled={ask.isPending}
                    w={{ base: '100%', xs: 180 }}
                  />
                ) : null}
              </Group>
            );
          })}
        </Stack>
      </Paper>
      <PassengerChoice
        tickets={options.tickets}
        eligibilityOf={exchangeOf}
        chosen={paxIds}
        onChange={setPaxIds}
        disabled={ask.isPending}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('exchange.form.togetherHint')}
          </Text>
          <Select
            label={t('form.reason')}
            data={RefundReasons.map((value) => ({ value, label: t(`reason.${value}`) }))}
            value={reason}
            onChange={(value) => value && setReason(value as RefundReason)}
            allowDeselect={false}
            disabled={ask.isPending}
            maw={360}
          />
          <RemarkField value={remark} onChange={setRemark} disabled={ask.isPending} />
          <Text size="sm" c="dimmed">
            {onlyManual ? t('exchange.form.manualHint') : t('exchange.form.automaticHint')}
          </Text>
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {onlyManual ? null : (
              <Button
                variant="default"
                onClick={() => void submit(true)}
                disabled={ask.isPending || paxIds.length === 0 || journeys.length === 0}
              >
                {t('exchange.form.askTeam')}
              </Button>
            )}
            <Button
              onClick={() => void submit(onlyManual)}
              loading={ask.isPending}
              disabled={paxIds.length === 0 || journeys.length === 0}
            >
              {onlyManual ? t('exchange.form.sendManual') : t('exchange.form.search')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * /flight-exchange-request?orderReference= (spec §2, ReissueRequest): segment selection. The agent ticks the
 * journeys to move with a new date each and the passengers changing (everyone on those journeys, together), then
 * searches the airline's flights, or leaves the change to our team.
 */
export default function ExchangeRequestPage() {
  const { t } = useTranslation('afterSales');
  const [params] = useSearchParams();
  const orderReference = params.get('orderReference')?.trim() || null;
  return (
    <AskFrame
      orderReference={orderReference}
      title={t('exchange.form.title')}
      eyebrow={t('exchange.form.title')}
    >
      {(options) => <ExchangeForm options={options} named={params.get('pax')} />}
    </AskFrame>
  );
}
