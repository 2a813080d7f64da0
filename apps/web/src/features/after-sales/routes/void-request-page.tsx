import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZVoidRequestBody, type AfterSalesOptions } from '@portal/contracts';
import { VoidWindow } from '../../../components/after-sales/void-window';
import { afterSalesRequestPagePath } from '../../../lib/after-sales-paths';
import { useAskVoid } from '../api/ask-void';
import { AskFrame } from '../components/ask-frame';
import { PassengerChoice } from '../components/passenger-choice';
import { RemarkField } from '../components/remark-field';
import { initialPassengers } from '../utils/initial-choice';
import { useAskSubmit } from '../hooks/use-ask-submit';
import '../i18n';

const voidOf = (ticket: AfterSalesOptions['tickets'][number]) => ticket.void;

function VoidForm({
  options,
  named,
  onWindowClosed,
}: {
  options: AfterSalesOptions;
  named: string | null;
  onWindowClosed: () => void;
}) {
  const { t } = useTranslation('afterSales');
  const ask = useAskVoid();
  const [paxIds, setPaxIds] = useState(() => initialPassengers(options.tickets, voidOf, named));
  const [remark, setRemark] = useState('');
  const { problem, submit: send } = useAskSubmit(ZVoidRequestBody);
  const anyEligible = options.tickets.some((ticket) => ticket.void.allowed);

  const submit = () =>
    send(
      { orderReference: options.orderReference, paxIds, remark: remark.trim() || undefined },
      async (body) => afterSalesRequestPagePath('Void', 'view', (await ask.mutateAsync(body)).reference),
    );

  return (
    <Stack gap="md">
      {options.voidDeadline ? (
        <VoidWindow
          deadline={options.voidDeadline}
          officeTimeZone={options.officeTimeZone}
          onLapsed={onWindowClosed}
        />
      ) : null}
      {anyEligible ? null : (
        <Alert color="gray" variant="light">
          {t('form.noneEligible.Void')}
        </Alert>
      )}
      <PassengerChoice
        tickets={options.tickets}
        eligibilityOf={voidOf}
        chosen={paxIds}
        onChange={setPaxIds}
        disabled={ask.isPending}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <RemarkField value={remark} onChange={setRemark} disabled={ask.isPending} />
          <Text size="sm" c="dimmed">
            {t('form.voidHint')}
          </Text>
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              onClick={() => void submit()}
              loading={ask.isPending}
              disabled={!anyEligible || paxIds.length === 0}
            >
              {t('form.askVoid')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * /flight-void-request?orderReference= (spec §2, VoidRequest): void tickets issued today. The agent chooses the
 * passengers while the void window is open; the airline's quote comes back at once and opens on the request's page,
 * where it is accepted.
 */
export default function VoidRequestPage() {
  const { t } = useTranslation('afterSales');
  const [params] = useSearchParams();
  const orderReference = params.get('orderReference')?.trim() || null;
  return (
    <AskFrame orderReference={orderReference} title={t('form.voidTitle')} eyebrow={t('form.voidTitle')}>
      {(options, refetch) => (
        <VoidForm options={options} named={params.get('pax')} onWindowClosed={refetch} />
      )}
    </AskFrame>
  );
}
