import { Alert, Button, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceList } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { addonTotals, type ExtraChoice, type ExtrasByPassenger } from '../utils/extras';
import { AddonTotalsTable } from './addon-totals-table';
import { LegAddons, type AddonTraveller } from './leg-addons';

interface AddonsStepProps {
  priceId: string;
  services: { data: ServiceList | undefined; isPending: boolean; error: unknown };
  travellers: AddonTraveller[];
  extras: ExtrasByPassenger;
  currency: string;
  onChange: (passenger: number, legKey: string, change: Partial<ExtraChoice>) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: per flight and traveller, extra baggage, a meal, special services and a seat; the totals below. */
export function AddonsStep(props: AddonsStepProps) {
  const { t } = useTranslation('flightBooking');
  const { data, isPending, error } = props.services;
  const totals = addonTotals(
    props.travellers.map((traveller) => traveller.type),
    props.extras,
    data,
  );
  const buttons = (
    <Group justify="space-between">
      <Button variant="default" onClick={props.onBack}>
        {t('steps.back')}
      </Button>
      <Button onClick={props.onNext}>{t('steps.toReview')}</Button>
    </Group>
  );

  if (isPending) return <Skeleton h={240} radius="md" aria-label={t('addons.loading')} />;
  if (!data) {
    return (
      <Stack gap="md">
        <Alert color="orange">{errorMessage(error, t('addons.failed'))}</Alert>
        {buttons}
      </Stack>
    );
  }

  const first = data.legs[0]?.legKey ?? null;
  return (
    <Stack gap="md">
      <Tabs defaultValue={first} keepMounted={false}>
        <Tabs.List>
          {data.legs.map((leg) => (
            <Tabs.Tab key={leg.legKey} value={leg.legKey}>
              {t('addons.legTab', { origin: leg.origin, destination: leg.destination })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {data.legs.map((leg) => (
          <Tabs.Panel key={leg.legKey} value={leg.legKey} pt="md">
            <LegAddons
              priceId={props.priceId}
              leg={leg}
              specialServices={data.specialServices}
              seatSelection={data.seatSelection}
              travellers={props.travellers}
              extras={props.extras}
              onChange={(passenger, change) => props.onChange(passenger, leg.legKey, change)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <AddonTotalsTable rows={totals.rows} total={totals.total} currency={props.currency} />
      {buttons}
    </Stack>
  );
}
