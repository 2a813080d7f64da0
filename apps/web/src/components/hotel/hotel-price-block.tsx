import { useId, useState } from 'react';
import { Button, Collapse, Divider, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelRatePrice } from '@portal/contracts';
import { useLedgerMoney } from '../../lib/use-ledger-money';
import { useHotelMoney } from './use-hotel-money';
import { useCalendarDay } from '../../lib/use-tenant-time';
import { FigureRows } from './figure-rows';
import './i18n';

/**
 * A hotel rate's price: the total the agency pays in its own currency, the average night and the taxes in it, each
 * night on demand, the supplier's own figure with the exchange rate used, and the fees the guest pays at the hotel,
 * which are shown but never charged here.
 */
export function HotelPriceBlock({
  price,
  nights,
  title,
}: {
  price: HotelRatePrice;
  nights: number;
  /** A heading other than "Price" (the price as it stands now, beside one as it was). */
  title?: string;
}) {
  const { t } = useTranslation('hotelParts');
  const money = useHotelMoney();
  const exact = useLedgerMoney();
  const day = useCalendarDay();
  const [showNights, setShowNights] = useState(false);
  const nightsId = useId();
  const headingId = useId();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {title ?? t('price.title')}
        </Title>
        <FigureRows
          rows={[
            {
              label: t('price.totalFor', { nights: t('nights', { count: nights }) }),
              value: money(price.total),
              strong: true,
              testId: 'hotel-price-total',
            },
            { label: t('price.perNight'), value: money(price.perNight) },
            { label: t('price.taxes'), value: money(price.taxes) },
          ]}
        />
        {price.nightly.length > 1 ? (
          <>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setShowNights((shown) => !shown)}
              aria-expanded={showNights}
              aria-controls={nightsId}
              style={{ alignSelf: 'flex-start' }}
            >
              {showNights ? t('price.hideNights') : t('price.showNights')}
            </Button>
            <Collapse expanded={showNights} id={nightsId}>
              <Table aria-label={t('price.nightlyLabel')} verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('price.night')}</Table.Th>
                    <Table.Th ta="right">{t('price.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {price.nightly.map((night) => (
                    <Table.Tr key={night.date}>
                      <Table.Td>{day(night.date)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(night.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Collapse>
          </>
        ) : null}
        {price.supplierTotal.currency !== price.total.currency ? (
          <>
            <Divider />
            <FigureRows
              rows={[
                {
                  label: t('price.supplier'),
                  value: exact(price.supplierTotal.amount, price.supplierTotal.currency),
                  testId: 'hotel-price-supplier',
                },
                {
                  label: t('price.rate'),
                  value: t('price.rateValue', {
                    from: price.supplierTotal.currency,
                    rate: price.exchangeRate,
                    to: price.total.currency,
                  }),
                },
              ]}
            />
          </>
        ) : null}
        {price.payAtHotel.length > 0 ? (
          <>
            <Divider />
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('price.payAtHotel')}
              </Text>
              <FigureRows
                rows={price.payAtHotel.map((fee) => ({
                  label: fee.name,
                  value: exact(fee.amount.amount, fee.amount.currency),
                }))}
              />
              <Text size="xs" c="dimmed">
                {t('price.payAtHotelNote')}
              </Text>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
