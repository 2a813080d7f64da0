import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaOffer, WalletBalance } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useCountryName } from '../../../components/visa/use-country-name';
import { ProductFacts } from '../../../components/visa/product-facts';
import { useApplicantsText } from './search-summary';
import '../../../components/visa/i18n';
import '../i18n';

/**
 * The visa applied for and what it costs: the fees apart and the total the wallet pays, the wallet's balance when the
 * user may see it (and whether it is enough), and Pay.
 */
export function BookingSummary({
  offer,
  travelDate,
  applicants,
  wallet,
  onPay,
  paying,
}: {
  offer: VisaOffer;
  travelDate: string;
  applicants: { Adult: number; Child: number; Infant: number };
  /** Null when the user may not see the wallet. */
  wallet: WalletBalance | null;
  onPay: () => void;
  paying: boolean;
}) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  const day = useCalendarDay();
  const countryName = useCountryName();
  const applicantsText = useApplicantsText();
  const amount = (minor: number) => money(minor, offer.currency);
  const short = wallet !== null && wallet.availableBalance < offer.total;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="visa-summary-title">
          {t('booking.summary')}
        </Title>
        <div>
          <Text fw={700}>{offer.title}</Text>
          <Text size="sm" c="dimmed">
            {countryName(offer.destination.code, offer.destination.name)} ·{' '}
            {t(`visaParts:visaTypes.${offer.visaType}`)}
          </Text>
          <Text size="sm">
            {t('booking.travel', { date: day(travelDate) })} · {applicantsText(applicants)}
          </Text>
        </div>
        <ProductFacts product={offer} />
        <Divider />
        <Stack gap={4}>
          {offer.lines.map((line) => (
            <Group key={line.applicantType} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">
                {t(`visaParts:applicantType.${line.applicantType}`)} × {line.count}
              </Text>
              <Text size="sm">{amount(line.total)}</Text>
            </Group>
          ))}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('fees.governmentFee')}
            </Text>
            <Text size="sm" c="dimmed">
              {amount(offer.governmentFeeTotal)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('fees.serviceFee')}
            </Text>
            <Text size="sm" c="dimmed">
              {amount(offer.serviceFeeTotal)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={800}>{t('fees.toPay')}</Text>
            <Text fw={800} data-testid="visa-pay-total">
              {amount(offer.total)}
            </Text>
          </Group>
        </Stack>
        {wallet ? (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{t('booking.walletAvailable')}</Text>
            <Text size="sm" fw={600} c={short ? 'red.8' : undefined} data-testid="visa-wallet-available">
              {money(wallet.availableBalance, wallet.walletCurrency)}
            </Text>
          </Group>
        ) : null}
        {short ? (
          <Alert color="red" variant="light" p="xs" role="alert">
            {t('booking.walletShort')}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('booking.payNote')}
        </Text>
        <Button size="md" onClick={onPay} loading={paying} disabled={short}>
          {t('booking.pay', { amount: amount(offer.total) })}
        </Button>
      </Stack>
    </Paper>
  );
}
