import { forwardRef } from 'react';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An amount of a wallet's currency typed as the operator writes it (1,234.50), the field the desk's forms share. */
export const WalletAmountInput = forwardRef<
  HTMLInputElement,
  Omit<TextInputProps, 'description' | 'leftSection'> & { currency: string }
>(function WalletAmountInput({ currency, ...props }, ref) {
  const { t } = useTranslation('backoffice');
  return (
    <TextInput
      ref={ref}
      description={t('wallets.amountHint', { currency })}
      leftSection={<Text size="xs">{currency}</Text>}
      leftSectionWidth={48}
      inputMode="decimal"
      autoComplete="off"
      data-autofocus
      withAsterisk
      {...props}
    />
  );
});
