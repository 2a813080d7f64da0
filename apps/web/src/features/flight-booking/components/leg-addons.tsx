import { Fieldset, MultiSelect, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PassengerType, ServiceList } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import { choiceOf, type ExtraChoice, type ExtrasByPassenger } from '../utils/extras';
import { SeatPicker } from './seat-picker';

export interface AddonTraveller {
  index: number;
  name: string;
  type: PassengerType;
}

interface LegAddonsProps {
  priceId: string;
  leg: ServiceList['legs'][number];
  specialServices: ServiceList['specialServices'];
  seatSelection: ServiceList['seatSelection'];
  travellers: AddonTraveller[];
  extras: ExtrasByPassenger;
  onChange: (passenger: number, change: Partial<ExtraChoice>) => void;
}

/** One flight's extras: bags, meal and special services per traveller, then the seat map. */
export function LegAddons(props: LegAddonsProps) {
  const { leg, travellers, extras, onChange } = props;
  const { t } = useTranslation('flightBooking');
  const money = useMoney();
  const priced = (label: string, price: { amount: number; currency: string }) =>
    price.amount === 0
      ? t('addons.withFree', { label })
      : t('addons.withPrice', { label, price: money(price) });

  return (
    <Stack gap="md">
      {travellers.map((traveller) => {
        const choice = choiceOf(extras, traveller.index, leg.legKey);
        return (
          <Fieldset key={traveller.index} legend={traveller.name} radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NativeSelect
                label={t('addons.baggage')}
                value={String(choice.extraBaggageKg)}
                disabled={leg.baggage.length === 0}
                data={[
                  { value: '0', label: t('addons.noBaggage') },
                  ...leg.baggage.map((bundle) => ({
                    value: String(bundle.kilograms),
                    label: priced(t('addons.kilograms', { kg: bundle.kilograms }), bundle.price),
                  })),
                ]}
                onChange={(event) =>
                  onChange(traveller.index, { extraBaggageKg: Number(event.currentTarget.value) })
                }
              />
              <NativeSelect
                label={t('addons.meal')}
                value={choice.mealCode ?? ''}
                disabled={leg.meals.length === 0}
                data={[
                  { value: '', label: leg.meals.length === 0 ? t('addons.noMealsSold') : t('addons.noMeal') },
                  ...leg.meals.map((meal) => ({ value: meal.code, label: priced(meal.name, meal.price) })),
                ]}
                onChange={(event) =>
                  onChange(traveller.index, { mealCode: event.currentTarget.value || null })
                }
              />
              <MultiSelect
                label={t('addons.specialServices')}
                placeholder={choice.ssrCodes.length === 0 ? t('addons.noSpecialServices') : undefined}
                value={choice.ssrCodes}
                maxValues={4}
                data={props.specialServices.map((service) => ({ value: service.code, label: service.name }))}
                onChange={(codes) => onChange(traveller.index, { ssrCodes: codes })}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            {props.seatSelection !== 'None' && traveller.type !== 'INF' ? (
              <Text size="sm" mt="xs">
                {choice.seat
                  ? t('addons.seatChosen', {
                      seat: choice.seat.seat,
                      price: choice.seat.price.amount === 0 ? t('seats.free') : money(choice.seat.price),
                    })
                  : t('addons.noSeat')}
              </Text>
            ) : null}
          </Fieldset>
        );
      })}
      {props.seatSelection === 'None' ? (
        <Text size="sm" c="dimmed">
          {t('seats.notSold')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Title order={3} fz="sm">
            {t('seats.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('seats.infantsNote')}
          </Text>
          <SeatPicker
            priceId={props.priceId}
            legKey={leg.legKey}
            travellers={travellers.filter((traveller) => traveller.type !== 'INF')}
            extras={extras}
            onSeat={(passenger, seat) => onChange(passenger, { seat })}
          />
        </Stack>
      )}
    </Stack>
  );
}
