import { useEffect, useMemo } from 'react';
import { Input, Modal, SegmentedControl, SimpleGrid, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZPostAdjustmentRequest, type AgencyWallet } from '@portal/contracts';
import { parseMoney } from '../../../lib/parse-money';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { moneyText } from '../utils/money-text';
import { ConfirmModal } from './confirm-modal';
import { WalletAmountInput } from './wallet-amount-input';

const reasonLimit = 300;

function useAdjustmentSchema() {
  const { t } = useTranslation('backoffice');
  return useMemo(
    () =>
      z.object({
        direction: ZPostAdjustmentRequest.shape.direction,
        amount: moneyText(t('wallets.amountFormat')).pipe(ZPostAdjustmentRequest.shape.amount),
        reason: ZPostAdjustmentRequest.shape.reason,
      }),
    [t],
  );
}
type AdjustmentSchema = ReturnType<typeof useAdjustmentSchema>;
export type Adjustment = z.output<AdjustmentSchema>;

const emptyForm: z.input<AdjustmentSchema> = { direction: 'credit', amount: '', reason: '' };

/**
 * Credits or debits an agency's wallet by hand, with the reason the agency reads in its payment ledger. Shows what
 * the balance becomes; a debit beyond balance plus credit limit is refused by the API with its message.
 */
export function AdjustBalanceModal({
  wallet,
  onClose,
  onSubmit,
  problem,
}: {
  wallet: AgencyWallet | null;
  onClose: () => void;
  /** Answers whether it was posted; on a failure the form keeps what was typed, for another try. */
  onSubmit: (adjustment: Adjustment) => Promise<boolean>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const schema = useAdjustmentSchema();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<AdjustmentSchema>, unknown, Adjustment>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
  });
  const [direction, amountText] = useWatch({ control, name: ['direction', 'amount'] });

  const agencyId = wallet?.agencyId;
  useEffect(() => {
    if (agencyId) reset(emptyForm);
  }, [agencyId, reset]);

  const submit = handleSubmit(async (values) => {
    await onSubmit(values);
  });
  if (!wallet) return <Modal opened={false} onClose={onClose} />;

  const typed = parseMoney(amountText);
  const after = typed === null ? null : wallet.balance + (direction === 'credit' ? typed : -typed);
  const available = wallet.balance + wallet.creditLimit;
  const beyondLimit = after !== null && after < -wallet.creditLimit;

  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t('wallets.adjustOf', { agency: wallet.agencyName })}
      problem={problem}
      confirmLabel={direction === 'debit' ? t('wallets.postDebit') : t('wallets.postCredit')}
      confirmColor={direction === 'debit' ? 'red' : 'green'}
      pending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <SimpleGrid cols={2} spacing="xs">
        <Text size="sm" c="dimmed">
          {t('wallets.balance')}
        </Text>
        <Text size="sm" fw={600} ta="right">
          {money(wallet.balance, wallet.currency)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('wallets.available')}
        </Text>
        <Text size="sm" fw={600} ta="right">
          {money(available, wallet.currency)}
        </Text>
      </SimpleGrid>
      <Controller
        control={control}
        name="direction"
        render={({ field }) => (
          <Input.Wrapper label={t('wallets.direction')} id="adjust-direction" labelElement="div">
            <SegmentedControl
              fullWidth
              aria-labelledby="adjust-direction-label"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              color={field.value === 'credit' ? 'green' : 'red'}
              data={[
                { value: 'credit', label: t('wallets.credit') },
                { value: 'debit', label: t('wallets.debit') },
              ]}
            />
          </Input.Wrapper>
        )}
      />
      <WalletAmountInput
        label={t('wallets.amount')}
        currency={wallet.currency}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Textarea
        label={t('wallets.reason')}
        description={t('wallets.reasonHint')}
        withAsterisk
        autosize
        minRows={2}
        maxRows={5}
        maxLength={reasonLimit}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {after !== null && typed !== 0 ? (
        <Text size="sm" role="status">
          {t('wallets.balanceAfter')}{' '}
          <Text span fw={700} c={beyondLimit ? 'red.8' : after < 0 ? 'orange.8' : undefined}>
            {money(after, wallet.currency)}
          </Text>
          {beyondLimit ? (
            <Text span c="red.8">
              {' '}
              {t('wallets.beyondLimit')}
            </Text>
          ) : null}
        </Text>
      ) : null}
    </ConfirmModal>
  );
}
