import { useMemo } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CardBrandLabel, surchargeOf, type CardPaymentConfig, type MobileConfig } from '@portal/contracts';
import { parseMoney } from '../../../lib/parse-money';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCardDetails } from '../api/get-card-details';
import { useOnlinePayment } from '../hooks/use-online-payment';
import {
  binOf,
  formatCardNumber,
  gatewayWays,
  onlineFormSchema,
  paymentRequestOf,
  type OnlineFormValues,
  type OnlinePage,
} from '../utils/online-payment';
import { CardDetailsPreview } from './card-details-preview';
import { PaymentSummary } from './payment-summary';

/** How long typing pauses before the card's first digits are looked up. */
const lookupDelayMs = 300;

/**
 * The online deposit form: the amount, then the card number (its first digits looked up as typed, to show the
 * brand, bank and rate) or the choice of net banking or a wallet, as the gateway config offers. The summary shows
 * the surcharge and the total before paying; Pay opens the gateway's checkout.
 */
export function OnlinePaymentForm({
  page,
  card,
  mobile,
}: {
  page: OnlinePage;
  card: CardPaymentConfig;
  mobile: MobileConfig | undefined;
}) {
  const { t } = useTranslation('onlinePayment');
  const money = useLedgerMoney();
  const { currency } = card;
  const ways = useMemo(() => gatewayWays(card, mobile), [card, mobile]);
  const limits = (way: string) =>
    page === 'card' ? card.card : (ways.find((rule) => rule.way === way) ?? null);
  const schema = onlineFormSchema(limits, page !== 'card', {
    amountFormat: t('errors.amountFormat'),
    amountRange: (min, max) =>
      t('errors.amountRange', { min: money(min, currency), max: money(max, currency) }),
    wayRequired: t('errors.wayRequired'),
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OnlineFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', cardNumber: '', way: ways.length === 1 ? (ways[0]?.way ?? '') : '' },
  });
  const [amountText, cardNumber, way] = useWatch({ control, name: ['amount', 'cardNumber', 'way'] });
  const [debouncedNumber] = useDebouncedValue(cardNumber, lookupDelayMs);
  const bin = page === 'card' ? binOf(debouncedNumber) : null;
  const details = useCardDetails(bin);
  const payment = useOnlinePayment();

  const shownDetails = bin ? details.data : undefined;
  const basisPoints =
    page === 'card'
      ? (shownDetails?.surchargeBasisPoints ?? card.card.internationalBasisPoints)
      : (ways.find((rule) => rule.way === way)?.basisPoints ?? 0);
  const amount = parseMoney(amountText);
  const total = (amount ?? 0) + surchargeOf(amount ?? 0, basisPoints);
  const refused = page === 'card' && shownDetails !== undefined && !shownDetails.accepted;

  const submit = handleSubmit(async (values) => {
    if (refused) return;
    await payment.pay(paymentRequestOf(page, values, currency));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('formLabel')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`intro.${page}`)}
        </Text>
        {page === 'net_banking' ? (
          <Controller
            control={control}
            name="way"
            render={({ field }) => (
              <Radio.Group
                label={t('fields.way')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                error={errors.way?.message}
              >
                <Group gap="lg" mt={6}>
                  {ways.map((rule) => (
                    <Radio
                      key={rule.way}
                      value={rule.way}
                      label={`${t(`ways.${rule.way}`)} · ${rule.basisPoints / 100}%`}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        ) : null}
        <TextInput
          {...register('amount')}
          label={`${t('fields.amount')} (${currency})`}
          description={t('hints.amount')}
          inputMode="decimal"
          autoComplete="off"
          withAsterisk
          error={errors.amount?.message}
        />
        {page === 'card' ? (
          <Controller
            control={control}
            name="cardNumber"
            render={({ field }) => (
              <TextInput
                label={t('fields.cardNumber')}
                description={t('hints.cardNumber')}
                inputMode="numeric"
                autoComplete="off"
                value={field.value}
                onChange={(event) => field.onChange(formatCardNumber(event.currentTarget.value))}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ) : null}
        {page === 'card' ? (
          <>
            <CardDetailsPreview
              details={shownDetails}
              loading={bin !== null && details.isFetching}
              failed={bin !== null && details.isError}
            />
            <Text size="xs" c="dimmed">
              {t('card.brands', {
                brands: card.card.brands.map((brand) => CardBrandLabel[brand.brand]).join(', '),
              })}{' '}
              {t('summary.rateNote', {
                local: card.card.localBasisPoints / 100,
                international: card.card.internationalBasisPoints / 100,
              })}
            </Text>
          </>
        ) : null}
        <PaymentSummary amount={amount} basisPoints={basisPoints} currency={currency} />
        {payment.problem ? (
          <Alert color="red" role="alert">
            {payment.problem}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('secureNote')}
        </Text>
        <Button type="submit" loading={payment.busy} disabled={refused} size="md">
          {amount !== null && amount > 0
            ? t('pay', { total: money(total, currency) })
            : t('payWithoutAmount')}
        </Button>
        {payment.redirecting ? (
          <Text size="sm" role="status">
            {t('redirecting')}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
