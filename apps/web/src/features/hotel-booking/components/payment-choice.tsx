import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelBookingMessage, type HotelRateCheck } from '@portal/contracts';
import { useAgentTime } from '../../../components/hotel/hotel-time';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import type { HotelPaymentChoice } from '../utils/book-form';
import '../i18n';

/**
 * How the booking is paid: now from the wallet (its balance shown, and when it falls short of the total), or held
 * unpaid until the hold deadline where the rate allows it.
 */
export function PaymentChoice({
  check,
  value,
  onChange,
  error,
  short,
}: {
  check: HotelRateCheck;
  value: HotelPaymentChoice;
  onChange: (choice: HotelPaymentChoice) => void;
  error: string | undefined;
  short: boolean;
}) {
  const { t } = useTranslation('hotelBooking');
  const money = useHotelMoney();
  const agentTime = useAgentTime();
  const { rate, walletBalance } = check;
  const balance = walletBalance ? money(walletBalance) : null;
  return (
    <Radio.Group
      label={t('payment.legend')}
      value={value}
      onChange={(next) => onChange(next as HotelPaymentChoice)}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        <Radio
          value="Wallet"
          label={t('payment.wallet', { amount: money(rate.price.total) })}
          description={
            short && balance ? (
              <Text span size="xs" c="red.8" fw={600} data-testid="hotel-wallet-short">
                {t('payment.short', { balance, total: money(rate.price.total) })}
              </Text>
            ) : balance ? (
              t('payment.balance', { balance })
            ) : (
              t('payment.walletHint')
            )
          }
        />
        {rate.holdable ? (
          <Radio
            value="Hold"
            label={t('payment.hold')}
            description={
              rate.holdUntil
                ? t('payment.holdUntil', { time: agentTime(rate.holdUntil) })
                : t('payment.holdHint')
            }
          />
        ) : (
          <Text size="xs" c="dimmed">
            {HotelBookingMessage.notHoldable}
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}
