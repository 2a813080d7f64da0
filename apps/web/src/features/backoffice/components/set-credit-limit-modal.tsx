import { useEffect, useEffectEvent, useMemo } from 'react';
import { Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZSetCreditLimitRequest, type AgencyWallet } from '@portal/contracts';
import { minorToInputText } from '../../../lib/parse-money';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { moneyText } from '../utils/money-text';
import { ConfirmModal } from './confirm-modal';
import { WalletAmountInput } from './wallet-amount-input';

/**
 * Sets how far below zero an agency's wallet may go. The limit is typed in taka and sent in poisha; the API refuses
 * a limit below the credit already in use, and its message is shown here.
 */
export function SetCreditLimitModal({
  wallet,
  onClose,
  onSubmit,
  problem,
}: {
  wallet: AgencyWallet | null;
  onClose: () => void;
  /** Answers whether the limit was set; on a failure the typed value stays. */
  onSubmit: (creditLimit: number) => Promise<boolean>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const schema = useMemo(
    () =>
      z.object({
        creditLimit: moneyText(t('wallets.amountFormat')).pipe(ZSetCreditLimitRequest.shape.creditLimit),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { creditLimit: '' },
  });

  // Each opening starts from the agency's current limit.
  // Only a new opening resets the box, not a refresh of the list while it is open.
  const agencyId = wallet?.agencyId;
  const startFromCurrentLimit = useEffectEvent(() =>
    reset({ creditLimit: minorToInputText(wallet?.creditLimit ?? 0) }),
  );
  useEffect(() => {
    if (agencyId) startFromCurrentLimit();
  }, [agencyId]);

  const submit = handleSubmit(async (values) => {
    await onSubmit(values.creditLimit);
  });
  const inUse = wallet ? Math.max(0, -wallet.balance) : 0;

  return (
    <ConfirmModal
      opened={wallet !== null}
      onClose={onClose}
      title={t('wallets.creditLimitOf', { agency: wallet?.agencyName ?? '' })}
      shown={wallet !== null}
      problem={problem}
      confirmLabel={t('wallets.saveCreditLimit')}
      pending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {wallet ? (
        <>
          <Text size="sm">
            {t('wallets.creditLimitExplained', {
              balance: money(wallet.balance, wallet.currency),
              inUse: money(inUse, wallet.currency),
            })}
          </Text>
          <WalletAmountInput
            label={t('wallets.creditLimit')}
            currency={wallet.currency}
            error={errors.creditLimit?.message}
            {...register('creditLimit')}
          />
        </>
      ) : null}
    </ConfirmModal>
  );
}
