import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  InvoluntaryRefundReasons,
  RefundReasons,
  ZRefundRequestBody,
  type AfterSalesOptions,
  type RefundReason,
} from '@portal/contracts';
import { afterSalesRequestPagePath } from '../../../lib/after-sales-paths';
import { useAskRefund } from '../api/ask-refund';
import { AskFrame } from '../components/ask-frame';
import { JourneyChoice } from '../components/journey-choice';
import { PassengerChoice } from '../components/passenger-choice';
import { RemarkField } from '../components/remark-field';
import { initialPassengers, openForAll } from '../utils/initial-choice';
import { useAskSubmit } from '../hooks/use-ask-submit';
import '../i18n';

const refundOf = (ticket: AfterSalesOptions['tickets'][number]) => ticket.refund;

function RefundForm({ options, named }: { options: AfterSalesOptions; named: string | null }) {
  const { t } = useTranslation('afterSales');
  const ask = useAskRefund();
  const [paxIds, setPaxIds] = useState(() => initialPassengers(options.tickets, refundOf, named));
  // Every journey still open is asked for unless the agent unticks it.
  const [unticked, setUnticked] = useState<number[]>([]);
  const [reason, setReason] = useState<RefundReason>('Voluntary');
  const [remark, setRemark] = useState('');
  const { problem, submit: send } = useAskSubmit(ZRefundRequestBody);
  const open = openForAll(options.tickets, paxIds, refundOf);
  const journeyIndexes = open.filter((index) => !unticked.includes(index));
  const anyEligible = options.tickets.some((ticket) => ticket.refund.allowed);
  // The airline's desk must act (its policy, or a reason it confirms before waiving the penalty): the operators quote.
  const manual =
    InvoluntaryRefundReasons.includes(reason) ||
    options.tickets.some((ticket) => paxIds.includes(ticket.paxId) && ticket.refund.mode === 'Manual');

  const submit = () =>
    send(
      {
        orderReference: options.orderReference,
        paxIds,
        journeyIndexes,
        reason,
        remark: remark.trim() || undefined,
      },
      async (body) => afterSalesRequestPagePath('Refund', 'view', (await ask.mutateAsync(body)).reference),
    );

  return (
    <Stack gap="md">
      {anyEligible ? null : (
        <Alert color="gray" variant="light">
          {t('form.noneEligible.Refund')}
        </Alert>
      )}
      <PassengerChoice
        tickets={options.tickets}
        eligibilityOf={refundOf}
        chosen={paxIds}
        onChange={setPaxIds}
        disabled={ask.isPending}
      />
      <JourneyChoice
        journeys={options.journeys}
        open={open}
        chosen={journeyIndexes}
        onChange={(chosen) => setUnticked(open.filter((index) => !chosen.includes(index)))}
        disabled={ask.isPending}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Select
            label={t('form.reason')}
            data={RefundReasons.map((value) => ({ value, label: t(`reason.${value}`) }))}
            value={reason}
            onChange={(value) => value && setReason(value as RefundReason)}
            allowDeselect={false}
            disabled={ask.isPending}
            maw={360}
            comboboxProps={{ withinPortal: true }}
          />
          <RemarkField value={remark} onChange={setRemark} disabled={ask.isPending} />
          <Alert color={manual ? 'blue' : 'gray'} variant="light" data-testid="refund-mode">
            {manual ? t('form.manualHint') : t('form.automaticHint')}
          </Alert>
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              onClick={() => void submit()}
              loading={ask.isPending}
              disabled={!anyEligible || paxIds.length === 0 || journeyIndexes.length === 0}
            >
              {manual ? t('form.sendRefund') : t('form.askRefund')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * /flight-refund-request?orderReference= (spec §2, RefundRequest): refund passengers for the journeys still to fly,
 * with the reason and a remark. The fare's penalties quote it at once, or, where the airline's desk must act, the
 * provider's team quotes it; either way the quote opens on the request's page to be accepted.
 */
export default function RefundRequestPage() {
  const { t } = useTranslation('afterSales');
  const [params] = useSearchParams();
  const orderReference = params.get('orderReference')?.trim() || null;
  return (
    <AskFrame orderReference={orderReference} title={t('form.refundTitle')} eyebrow={t('form.refundTitle')}>
      {(options) => <RefundForm options={options} named={params.get('pax')} />}
    </AskFrame>
  );
}
