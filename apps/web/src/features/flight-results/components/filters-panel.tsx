import { Button, Checkbox, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StopKey, Timing } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import { isFiltering, NoFilters, type JourneyFilter, type ResultFilters } from '../utils/filter-itineraries';
import type { FilterOptions } from '../utils/filter-options';
import { formatDuration } from '../../../lib/flight-time';
import { FilterChecklist } from './filter-checklist';
import { FilterRange } from './filter-range';

interface FiltersPanelProps {
  options: FilterOptions;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
  airlineName: (code: string) => string;
  airportName: (code: string) => string;
  currency: string;
  /** Hidden heading when the drawer already names the panel. */
  withTitle?: boolean;
}

const emptyJourney: JourneyFilter = { stops: [], departureTimings: [], arrivalTimings: [] };

function priceStep(range: { min: number; max: number }): number {
  return Math.max(100, Math.round((range.max - range.min) / 200 / 100) * 100);
}

/** Every filter of spec §5 with counts over the results loaded; Reset filters clears them all. */
export function FiltersPanel({
  options,
  filters,
  onChange,
  airlineName,
  airportName,
  currency,
  withTitle = true,
}: FiltersPanelProps) {
  const { t } = useTranslation('flightResults');
  const money = useMoney();
  const set = (patch: Partial<ResultFilters>) => onChange({ ...filters, ...patch });
  const multiJourney = options.journeys.length > 1;
  const stopLabel = (key: StopKey) => t(`filters.stop.${key}`);
  const timingLabel = (key: Timing) => t(`filters.timing.${key}`);
  const timingHint = (key: Timing) => t(`filters.timingHours.${key}`);
  const journeyFilter = (index: number) => filters.journeys[index] ?? emptyJourney;
  const setJourney = (index: number, patch: Partial<JourneyFilter>) => {
    const journeys = options.journeys.map((_, position) => filters.journeys[position] ?? emptyJourney);
    journeys[index] = { ...journeys[index]!, ...patch };
    set({ journeys });
  };
  const layover = filters.layoverDuration;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        {withTitle ? (
          <Title order={2} fz="lg">
            {t('filters.title')}
          </Title>
        ) : (
          <span />
        )}
        {isFiltering(filters) ? (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(NoFilters)}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </Group>

      <FilterChecklist
        legend={t('filters.stops')}
        options={options.stops}
        chosen={filters.stops}
        onChange={(stops) => set({ stops })}
        label={stopLabel}
        withPrice
        currency={currency}
      />
      {!multiJourney ? (
        <>
          <FilterChecklist
            legend={t('filters.departure')}
            options={options.departureTimings}
            chosen={filters.departureTimings}
            onChange={(departureTimings) => set({ departureTimings })}
            label={timingLabel}
            hint={timingHint}
            currency={currency}
          />
          <FilterChecklist
            legend={t('filters.arrival')}
            options={options.arrivalTimings}
            chosen={filters.arrivalTimings}
            onChange={(arrivalTimings) => set({ arrivalTimings })}
            label={timingLabel}
            hint={timingHint}
            currency={currency}
          />
        </>
      ) : null}

      {options.refundableCount > 0 ? (
        <Checkbox
          checked={filters.refundableOnly}
          onChange={(event) => set({ refundableOnly: event.currentTarget.checked })}
          label={t('filters.refundableOnly')}
          description={t('filters.refundableCount', { count: options.refundableCount })}
        />
      ) : null}

      <FilterRange
        legend={t('filters.price')}
        range={options.price}
        value={{ min: filters.priceMin, max: filters.priceMax }}
        onChange={({ min, max }) => set({ priceMin: min, priceMax: max })}
        format={(value) => money(value, currency)}
        step={priceStep(options.price)}
        fromLabel={`${t('filters.price')}: ${t('filters.min')}`}
        toLabel={`${t('filters.price')}: ${t('filters.max')}`}
      />
      <FilterRange
        legend={t('filters.duration')}
        range={options.duration}
        value={{ min: filters.durationMin, max: filters.durationMax }}
        onChange={({ min, max }) => set({ durationMin: min, durationMax: max })}
        format={formatDuration}
        step={5}
        fromLabel={`${t('filters.duration')}: ${t('filters.min')}`}
        toLabel={`${t('filters.duration')}: ${t('filters.max')}`}
      />

      <FilterChecklist
        legend={t('filters.airlines')}
        options={options.airlines}
        chosen={filters.airlines}
        onChange={(airlines) => set({ airlines })}
        label={airlineName}
        withPrice
        currency={currency}
      />
      <FilterChecklist
        legend={t('filters.alliances')}
        options={options.alliances}
        chosen={filters.alliances}
        onChange={(alliances) => set({ alliances })}
        label={(name) => name}
        currency={currency}
      />

      <FilterChecklist
        legend={t('filters.layoverAirports')}
        options={options.layoverAirports}
        chosen={filters.layoverAirports}
        onChange={(layoverAirports) => set({ layoverAirports })}
        label={(code) => `${airportName(code)} (${code})`}
        currency={currency}
      />
      <FilterRange
        legend={t('filters.layoverDuration')}
        range={options.layoverDuration}
        value={{
          min: layover && layover.min > options.layoverDuration.min ? layover.min : 0,
          max: layover && layover.max < options.layoverDuration.max ? layover.max : 0,
        }}
        onChange={({ min, max }) =>
          set({
            layoverDuration:
              min === 0 && max === 0
                ? null
                : { min: min || options.layoverDuration.min, max: max || options.layoverDuration.max },
          })
        }
        format={formatDuration}
        step={5}
        fromLabel={`${t('filters.layoverDuration')}: ${t('filters.min')}`}
        toLabel={`${t('filters.layoverDuration')}: ${t('filters.max')}`}
      />
      {options.arrivalAirports.length > 1 ? (
        <FilterChecklist
          legend={t('filters.arrivalAirports')}
          options={options.arrivalAirports}
          chosen={filters.arrivalAirports}
          onChange={(arrivalAirports) => set({ arrivalAirports })}
          label={(code) => `${airportName(code)} (${code})`}
          currency={currency}
        />
      ) : null}

      {multiJourney
        ? options.journeys.map((journey, index) => (
            <Stack key={index} gap="sm">
              <Divider />
              <Text fw={800} size="sm">
                {t('filters.journey', {
                  number: index + 1,
                  origin: journey.origin,
                  destination: journey.destination,
                })}
              </Text>
              <FilterChecklist
                legend={t('filters.stops')}
                options={journey.stops}
                chosen={journeyFilter(index).stops}
                onChange={(stops) => setJourney(index, { stops })}
                label={stopLabel}
                currency={currency}
              />
              <FilterChecklist
                legend={t('filters.departure')}
                options={journey.departureTimings}
                chosen={journeyFilter(index).departureTimings}
                onChange={(departureTimings) => setJourney(index, { departureTimings })}
                label={timingLabel}
                hint={timingHint}
                currency={currency}
              />
              <FilterChecklist
                legend={t('filters.arrival')}
                options={journey.arrivalTimings}
                chosen={journeyFilter(index).arrivalTimings}
                onChange={(arrivalTimings) => setJourney(index, { arrivalTimings })}
                label={timingLabel}
                hint={timingHint}
                currency={currency}
              />
            </Stack>
          ))
        : null}
    </Stack>
  );
}
