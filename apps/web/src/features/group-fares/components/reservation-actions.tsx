import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareReservation } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { usePayBalance } from '../api/pay-balance';
import { usePayDeposit } from '../api/pay-deposit';
import { useReleaseReservation } from '../api/release-reservation';
import { useTicketReservation } from '../api/ticket-reservation';
import { translateGroupFareMessage } from '../utils/group-fare-message';
import { ConfirmStepModal } from './confirm-step-modal';

type Step = 'payDeposit' | 'payBalance' | 'ticket' | 'release';

/**
 * What the agent may do now, as the reservation's `actions` say: pay the deposit, pay the balance, ticket, release.
 * Each asks once more with the amount or the consequence; money moves under an Idempotency-Key kept per submission,
 * and a refusal (not enough in the wallet, a changed amount) is shown as the API says it.
 */
export function ReservationActions({ reservation }: { reservation: GroupFareReservation }) {
  const { t } = useTranslation('groupFares');
  const money = useLedgerMoney();
  const user = useUserContext();
  const wallet = useWalletBalance(user.data?.functionalities);
  const payDeposit = usePayDeposit();
  const payBalance = usePayBalance();
  const ticket = useTicketReservation();
  const release = useReleaseReservation();
  const submissions = useSubmissionKeys();
  const [step, setStep] = useState<Step | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { reference, actions, money: figures } = reservation;
  const amountOf = (which: Step) => (which === 'payDeposit' ? figures.deposit : figures.outstanding);
  const pending = payDeposit.isPending || payBalance.isPending || ticket.isPending || release.isPending;

  const run = async (which: Step) => {
    setProblem(null);
    try {
      if (which === 'payDeposit' || which === 'payBalance') {
        const body = { reference, amount: amountOf(which) };
        const call = which === 'payDeposit' ? payDeposit : payBalance;
        await call.mutateAsync({ ...body, idempotencyKey: submissions.keyFor({ which, ...body }) });
      } else if (which === 'ticket') {
        await ticket.mutateAsync({ reference, idempotencyKey: submissions.keyFor({ which, reference }) });
      } else {
        await release.mutateAsync(reference);
      }
      submissions.settle();
      setStep(null);
    } catch (error) {
      submissions.settle(error);
      setProblem(
        isInDoubt(error) ? t('actions.inDoubt') : (translateGroupFareMessage(t, errorMessage(error)) ?? ''),
      );
    }
  };

  const open = (which: Step) => {
    setProblem(null);
    setStep(which);
  };
  const buttons: Array<{ step: Step; allowed: boolean; variant: string; color?: string }> = [
    { step: 'payDeposit', allowed: actions.payDeposit, variant: 'filled' },
    { step: 'payBalance', allowed: actions.payBalance, variant: 'filled' },
    { step: 'ticket', allowed: actions.ticket, variant: 'filled', color: 'green' },
    { step: 'release', allowed: actions.release, variant: 'light', color: 'red' },
  ];
  const shown = buttons.filter((button) => button.allowed);
  if (shown.length === 0) return null;
  const available = wallet.data;
  const paying = step === 'payDeposit' || step === 'payBalance';

  return (
    <>
      <Group gap="sm" role="group" aria-label={t('actions.label')}>
        {shown.map((button) => (
          <Button
            key={button.step}
            variant={button.variant}
            color={button.color}
            onClick={() => open(button.step)}
            data-testid={`gf-${button.step}`}
          >
            {button.step === 'payDeposit' || button.step === 'payBalance'
              ? t(`actions.${button.step}`, { amount: money(amountOf(button.step), figures.currency) })
              : t(`actions.${button.step}`)}
          </Button>
        ))}
      </Group>
      {step ? (
        <ConfirmStepModal
          opened
          title={t(`actions.confirmTitle.${step}`, { reference })}
          onClose={() => setStep(null)}
          pending={pending}
          problem={problem}
          confirmColor={step === 'release' ? 'red' : undefined}
          confirmLabel={
            paying
              ? t('actions.payNow', { amount: money(amountOf(step), figures.currency) })
              : t(`actions.confirm.${step}`)
          }
          onConfirm={() => void run(step)}
        >
          <Text size="sm">
            {t(`actions.explain.${step}`, {
              amount: money(amountOf(step), figures.currency),
              rule: t(`block.depositRule.${reservation.block.depositRule}`),
            })}
          </Text>
          {paying && available ? (
            <Text size="sm" c="dimmed">
              {t('actions.wallet', { amount: money(available.availableBalance, available.walletCurrency) })}
            </Text>
          ) : null}
        </ConfirmStepModal>
      ) : null}
    </>
  );
}
