import { useState } from 'react';
import { ActionIcon, Box, Button, Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SearchLimit,
  TripTypes,
  ZAirSearchRequest,
  type AirSearchRequest,
  type SearchIssue,
  type TripType,
} from '@portal/contracts';
import { useAirlineOptions } from './api/get-airline-options';
import { AirportBox } from './airport-box';
import { DateField } from './date-field';
import { MandatoryDetailsModal } from './mandatory-details-modal';
import { issuesToFieldErrors } from './search-form-errors';
import {
  emptySegment,
  isMissingDetail,
  segmentsForTripType,
  toSearchRequest,
  validateSearchForm,
  type SearchFormValues,
} from './search-form-values';
import { translateSearchMessage } from './search-message';
import { tenantToday } from './tenant-today';
import { TravellersField } from './travellers-field';
import './i18n';
import classes from './flight-search-form.module.css';

const resolver: Resolver<SearchFormValues> = (values) => {
  const issues = validateSearchForm(values, tenantToday());
  return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: issuesToFieldErrors(issues) };
};

function SwapIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface FlightSearchFormProps {
  initialValues: SearchFormValues;
  onSearch: (request: AirSearchRequest) => void;
  /** Called on every change a person makes (modify-search mode turns on with the first). */
  onModified?: () => void;
  /** Distinguishes the form's inputs when two forms could share a page. */
  idPrefix?: string;
}

/**
 * The flight search form (spec §2 "Flight search"): trip type, airports with swap, dates, travellers and class,
 * preferred airlines, multi-city rows. It shows the API's own messages under the fields before anything is sent,
 * and a window listing missing mandatory details.
 */
export function FlightSearchForm({
  initialValues,
  onSearch,
  onModified,
  idPrefix = 'search',
}: FlightSearchFormProps) {
  const { t } = useTranslation('flightSearch');
  const form = useForm<SearchFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, setValue, getValues, formState, handleSubmit } = form;
  const segments = useFieldArray({ control, name: 'segments' });
  const tripType = useWatch({ control, name: 'tripType' });
  const watchedSegments = useWatch({ control, name: 'segments' });
  const [adultCount, childAges, infantCount, travelClass, fareType] = useWatch({
    control,
    name: ['adultCount', 'childAges', 'infantCount', 'travelClass', 'fareType'],
  });
  const [missing, setMissing] = useState<SearchIssue[]>([]);
  const airlines = useAirlineOptions();
  const errors = formState.errors;
  const message = (text: string | undefined) => translateSearchMessage(t, text);

  const changed = () => {
    onModified?.();
    // After a first attempt, the messages follow every change (rules span fields, so all are checked again).
    if (formState.isSubmitted) void form.trigger();
  };
  const update = <K extends 'returnDate' | 'tripType' | 'segments' | 'preferredAirlines'>(
    name: K,
    value: SearchFormValues[K],
  ) => {
    setValue(name, value as never, { shouldDirty: true });
    changed();
  };

  const chooseTripType = (next: TripType) => {
    const current = getValues('segments');
    segments.replace(segmentsForTripType(current, next));
    update('tripType', next);
    if (next !== 'R') setValue('returnDate', null);
  };

  const swap = (index: number) => {
    const segment = getValues(`segments.${index}`);
    setValue(`segments.${index}.origin`, segment.destination);
    setValue(`segments.${index}.destination`, segment.origin);
    changed();
  };

  const submit = handleSubmit(
    (values) => onSearch(ZAirSearchRequest.parse(toSearchRequest(values))),
    () => setMissing(validateSearchForm(getValues(), tenantToday()).filter(isMissingDetail)),
  );

  const airportPair = (index: number) => (
    <div className={classes.airports}>
      <Controller
        control={control}
        name={`segments.${index}.origin`}
        render={({ field }) => (
          <AirportBox
            id={`${idPrefix}-origin-${index}`}
            label={t('from')}
            value={field.value}
            onChange={(airport) => {
              field.onChange(airport);
              changed();
            }}
            error={message(errors.segments?.[index]?.origin?.message)}
          />
        )}
      />
      <ActionIcon
        variant="default"
        radius="xl"
        size="lg"
        className={classes.swap}
        aria-label={t('swap')}
        onClick={() => swap(index)}
      >
        <SwapIcon />
      </ActionIcon>
      <Controller
        control={control}
        name={`segments.${index}.destination`}
        render={({ field }) => (
          <AirportBox
            id={`${idPrefix}-destination-${index}`}
            label={t('to')}
            value={field.value}
            onChange={(airport) => {
              field.onChange(airport);
              // The next multi-city flight usually leaves from where this one lands.
              const next = getValues(`segments.${index + 1}`);
              if (tripType === 'M' && next && !next.origin && airport)
                setValue(`segments.${index + 1}.origin`, airport);
              changed();
            }}
            error={message(errors.segments?.[index]?.destination?.message)}
          />
        )}
      />
    </div>
  );

  const departureField = (index: number) => (
    <Controller
      control={control}
      name={`segments.${index}.departureDate`}
      render={({ field }) => (
        <DateField
          label={t('departure')}
          value={field.value}
          minDate={index > 0 ? (watchedSegments[index - 1]?.departureDate ?? null) : null}
          onChange={(date) => {
            field.onChange(date);
            // A return date before the new departure is no longer a choice.
            const returnDate = getValues('returnDate');
            if (index === 0 && date && returnDate && returnDate < date) setValue('returnDate', null);
            changed();
          }}
          error={message(errors.segments?.[index]?.departureDate?.message)}
        />
      )}
    />
  );

  const travellers = (
    <TravellersField
      value={{ adultCount, childAges, infantCount, travelClass, fareType }}
      onChange={(patch) => {
        for (const [name, value] of Object.entries(patch)) {
          setValue(name as keyof typeof patch, value as never, { shouldDirty: true });
        }
        changed();
      }}
      error={message(errors.root?.travellers?.message)}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('formLabel')}>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('tripType.label')}
          value={tripType}
          onChange={(value) => chooseTripType(value as TripType)}
          data={TripTypes.map((value) => ({ value, label: t(`tripType.${value}`) }))}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />

        {tripType === 'M' ? (
          <Stack gap="sm">
            {segments.fields.map((segment, index) => (
              <div key={segment.id}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
                  {t('flightNumber', { number: index + 1 })}
                </Text>
                <div className={classes.multiRow}>
                  {airportPair(index)}
                  {departureField(index)}
                  {segments.fields.length > 2 ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      className={classes.removeButton}
                      aria-label={t('removeFlight', { number: index + 1 })}
                      onClick={() => {
                        segments.remove(index);
                        changed();
                      }}
                    >
                      ✕
                    </ActionIcon>
                  ) : null}
                </div>
              </div>
            ))}
            {message(errors.root?.segments?.message) ? (
              <Text c="red" size="sm" role="alert">
                {message(errors.root?.segments?.message)}
              </Text>
            ) : null}
            <Group justify="space-between" align="flex-end" gap="sm">
              <Button
                variant="light"
                disabled={segments.fields.length >= SearchLimit.maxMultiCitySegments}
                onClick={() => {
                  const last = getValues(`segments.${segments.fields.length - 1}`);
                  segments.append(emptySegment(last?.destination ?? null));
                  changed();
                }}
              >
                + {t('addFlight')}
              </Button>
              <Box w={{ base: '100%', sm: 300 }}>{travellers}</Box>
            </Group>
          </Stack>
        ) : (
          <div className={classes.row}>
            {airportPair(0)}
            <div className={classes.dates}>
              {departureField(0)}
              <Controller
                control={control}
                name="returnDate"
                render={({ field }) => (
                  <DateField
                    label={t('returnDate')}
                    value={field.value}
                    placeholder={t('addReturn')}
                    minDate={watchedSegments[0]?.departureDate ?? null}
                    clearable={tripType === 'R'}
                    onChange={(date) => {
                      field.onChange(date);
                      // Choosing a way back makes it a return trip.
                      if (date && tripType !== 'R') setValue('tripType', 'R');
                      changed();
                    }}
                    error={message(errors.returnDate?.message)}
                  />
                )}
              />
            </div>
            {travellers}
          </div>
        )}

        <div className={classes.footer}>
          <Controller
            control={control}
            name="preferredAirlines"
            render={({ field }) => (
              <MultiSelect
                className={classes.airlines}
                label={t('airlines.label')}
                description={t('airlines.hint')}
                placeholder={field.value.length === 0 ? t('airlines.placeholder') : undefined}
                data={(airlines.data ?? []).map((airline) => ({
                  value: airline.code,
                  label: `${airline.name} (${airline.code})`,
                }))}
                value={field.value}
                onChange={(codes) => update('preferredAirlines', codes)}
                maxValues={SearchLimit.maxPreferredAirlines}
                searchable
                clearable
                nothingFoundMessage={t('airlines.none')}
                error={message(errors.preferredAirlines?.message)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Button type="submit" size="lg" className={classes.searchButton}>
            {t('search')}
          </Button>
        </div>
      </Stack>
      <MandatoryDetailsModal missing={missing} onClose={() => setMissing([])} />
    </Box>
  );
}
