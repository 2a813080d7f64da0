import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Brand, PriceVisibility } from '@portal/contracts';
import { AgentPriceParts } from '../../../components/agent-price-parts';
import { errorMessage } from '../../../lib/api-errors';
import { useItineraryBrands } from '../api/get-itinerary-brands';
import { useMoney } from '../../../lib/use-money';
import { PanelFailed, PanelLoading } from './panel-state';
import classes from './results.module.css';

interface BrandsPanelProps {
  requestId: string;
  itineraryId: string;
  visibility: PriceVisibility;
  chosenId: string | null;
  onChoose: (brand: Brand) => void;
}

/** The airline's fare families for these flights, cheapest first, with what each includes. */
export function BrandsPanel({ requestId, itineraryId, visibility, chosenId, onChoose }: BrandsPanelProps) {
  const { t } = useTranslation('flightResults');
  const money = useMoney();
  const brands = useItineraryBrands(requestId, itineraryId);
  if (brands.isPending) return <PanelLoading label={t('brands.loading')} />;
  if (brands.isError) return <PanelFailed message={errorMessage(brands.error, t('brands.failed'))} />;
  const rows = [...brands.data.brands].sort((a, b) => a.grossAmount.amount - b.grossAmount.amount);

  const penalty = (allowed: boolean, fee: Brand['changeFee']) =>
    !allowed || fee === null
      ? t('brands.notPermitted')
      : fee.amount === 0
        ? t('brands.free')
        : t('brands.fee', { amount: money(fee) });

  return (
    <div className={classes.tableScroll}>
      <Table striped highlightOnHover verticalSpacing="xs" miw={760} aria-label={t('brands.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('brands.fare')}</Table.Th>
            <Table.Th>{t('brands.baggage')}</Table.Th>
            <Table.Th>{t('brands.change')}</Table.Th>
            <Table.Th>{t('brands.refund')}</Table.Th>
            <Table.Th>{t('brands.meal')}</Table.Th>
            <Table.Th>{t('brands.seat')}</Table.Th>
            <Table.Th ta="right">{t('brands.price')}</Table.Th>
            <Table.Th>
              <span className={classes.visuallyHidden}>{t('brands.select')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((brand) => {
            const chosen = chosenId === brand.itineraryId;
            return (
              <Table.Tr key={brand.itineraryId} bg={chosen ? 'var(--mantine-color-green-light)' : undefined}>
                <Table.Td>
                  <Text fw={700} size="sm">
                    {brand.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {brand.bookingClasses.map((perJourney) => perJourney.join('/')).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t('brands.checkedCabin', { checked: brand.baggage.checked, cabin: brand.baggage.cabin })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{penalty(brand.changeable, brand.changeFee)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{penalty(brand.refundable, brand.refundFee)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{brand.meal ? t('brands.included') : t('brands.notIncluded')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`brands.seatSelection.${brand.seatSelection}`)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text fw={700} size="sm">
                    {money(brand.grossAmount)}
                  </Text>
                  {visibility.showCommission && brand.agentAmount ? (
                    <Text size="xs" c="dimmed">
                      {t('row.agentPrice')} {money(brand.agentAmount)}
                    </Text>
                  ) : null}
                  {visibility.showCommission && brand.commission && brand.ait ? (
                    <AgentPriceParts
                      gross={brand.grossAmount}
                      commission={brand.commission}
                      ait={brand.ait}
                    />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant={chosen ? 'filled' : 'outline'}
                    color={chosen ? 'green' : undefined}
                    aria-pressed={chosen}
                    aria-label={
                      chosen
                        ? `${t('brands.selected')}: ${brand.name}`
                        : t('brands.selectBrand', { brand: brand.name })
                    }
                    onClick={() => onChoose(brand)}
                  >
                    {chosen ? t('brands.selected') : t('brands.select')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
