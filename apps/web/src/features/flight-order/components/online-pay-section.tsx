import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { surchargeOf, type IssuePayment } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { usePayOnlineToIssue } from '../api/pay-online';
import {
  OnlineWays,
  onlineIssueRequestOf,
  onlineWayRule,
  wayTakes,
  type OnlineWay,
} from '../utils/online-methods';
import { FigureList } from './figure-list';
import '../online-i18n';

/**
 * Paying a held booking online from the issue modal: the way to pay (each with its surcharge rate, those whose
 * limits do not take the amount disabled), what the payer is charged, and Pay, which opens the gateway's checkout
 * under one Idempotency-Key per submission and sends the browser there. The ticket is issued once paid.
 */
export function OnlinePaySection({
  orderReference,
  acceptedPayable,
  payment,
  payNow,
  currency,
  disabled,
  cancelLabel,
  onCancel,
}: {
  orderReference: string;
  acceptedPayable: number;
  payment: IssuePayment;
  payNow: number;
  currency: string;
  disabled: boolean;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('flightOrderOnline');
  const money = useLedgerMoney();
  const pay = usePayOnlineToIssue();
  const submissions = useSubmissionKeys();
  const [way, setWay] = useState<OnlineWay | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const chosen = way && wayTakes(way, payNow) ? way : null;
  const rule = chosen ? onlineWayRule(chosen) : null;
  const surcharge = rule ? surchargeOf(payNow, rule.basisPoints) : 0;
  const busy = pay.isPending || redirecting;

  const submit = async () => {
    if (!chosen) {
      setProblem(t('wayRequired'));
      return;
    }
    setProblem(null);
    const body = onlineIssueRequestOf({ orderReference, acceptedPayable }, chosen);
    try {
      const answer = await pay.mutateAsync({
        payment,
        body,
        idempotencyKey: submissions.keyFor({ ...body, payment }),
      });
      setRedirecting(true);
      window.location.assign(answer.checkoutUrl);
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('inDoubt') : errorMessage(error, t('failed')));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Radio.Group
        label={t('wayLabel')}
        value={chosen ?? ''}
        onChange={(value) => setWay(value as OnlineWay)}
      >
        <Stack gap="xs" mt={6}>
          {OnlineWays.map((option) => {
            const takes = wayTakes(option, payNow);
            const rate = t('rate', { percent: onlineWayRule(option).basisPoints / 100 });
            return (
              <Radio
                key={option}
                value={option}
                disabled={!takes}
                label={`${t(`ways.${option}`)} · ${takes ? rate : t('outOfLimits')}`}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <FigureList
        rows={[
          {
            label: t('surcharge', { percent: (rule?.basisPoints ?? 0) / 100 }),
            value: money(surcharge, currency),
          },
          {
            label: t('total'),
            value: money(payNow + surcharge, currency),
            strong: true,
            testId: 'online-total',
          },
        ]}
      />
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {redirecting ? (
        <Text size="sm" role="status">
          {t('redirecting')}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={() => void submit()} loading={busy} disabled={disabled}>
          {t('pay', { total: money(payNow + surcharge, currency) })}
        </Button>
      </Group>
    </Stack>
  );
}
