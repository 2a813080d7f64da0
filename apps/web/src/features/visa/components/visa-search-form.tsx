import '@mantine/dates/styles.css';
import { useMemo } from 'react';
import { Box, Button, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  VisaCatalogueLimit,
  VisaTypes,
  type VisaDestinations,
  type VisaSearchRequest,
  type VisaType,
} from '@portal/contracts';
import { addDays, tenantToday } from '../../../components/flight-search/tenant-today';
import { useCountryName } from '../../../components/visa/use-country-name';
import { checkSearch, destinationsFor, type VisaSearchFormValues } from '../utils/search-form';
import { translateVisaMessage } from '../utils/visa-message';
import { ApplicantsField } from './applicants-field';
import classes from './visa-search-form.module.css';
import '../../../components/visa/i18n';
import '../i18n';

/** Each box shows its first problem. */
const resolver: Resolver<VisaSearchFormValues> = (values) => {
  const result = checkSearch(values, tenantToday());
  if (result.request) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.issues) errors[issue.field] ??= { type: 'validate', message: issue.message };
  return { values: {}, errors: errors as FieldErrors<VisaSearchFormValues> };
};

/**
 * The visa search (spec §2 /searchpad/visa): the passport's nationality, the destination open to it, the visa type
 * (or any), the travel date and the applicants by type. The contracts' messages show under the boxes before anything
 * is sent.
 */
export function VisaSearchForm({
  catalogue,
  initialValues,
  onSearch,
}: {
  catalogue: VisaDestinations;
  initialValues: VisaSearchFormValues;
  onSearch: (request: VisaSearchRequest) => void;
}) {
  const { t } = useTranslation('visa');
  const countryName = useCountryName();
  const wide = useMediaQuery('(min-width: 62em)');
  const { control, handleSubmit, setValue, formState, trigger } = useForm<VisaSearchFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [nationality, destination] = useWatch({ control, name: ['nationality', 'destination'] });
  const errors = formState.errors;
  const message = (text: string | undefined) => translateVisaMessage(t, text);
  const today = tenantToday();
  const open = useMemo(() => destinationsFor(catalogue.destinations, nationality), [catalogue, nationality]);
  const types: readonly VisaType[] =
    catalogue.destinations.find((candidate) => candidate.code === destination)?.visaTypes ?? VisaTypes;
  const changed = () => {
    if (formState.isSubmitted) void trigger();
  };

  const submit = handleSubmit((values) => {
    const { request } = checkSearch(values, tenantToday());
    if (request) onSearch(request);
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('search.formLabel')}>
      <div className={classes.row}>
        <Controller
          control={control}
          name="nationality"
          render={({ field }) => (
            <Select
              label={t('search.nationality')}
              placeholder={t('search.choose')}
              searchable
              data={catalogue.nationalities.map((country) => ({
                value: country.code,
                label: countryName(country.code, country.name),
              }))}
              value={field.value}
              onChange={(code) => {
                field.onChange(code);
                // A destination the new passport cannot apply to is left out.
                const stillOpen = destinationsFor(catalogue.destinations, code).some(
                  (candidate) => candidate.code === destination,
                );
                if (!stillOpen) setValue('destination', null);
                changed();
              }}
              error={message(errors.nationality?.message)}
              classNames={{ input: classes.bigInput }}
              nothingFoundMessage={t('search.noMatch')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="destination"
          render={({ field }) => (
            <Select
              label={t('search.destination')}
              placeholder={t('search.destinationPlaceholder')}
              searchable
              clearable
              data={open.map((country) => ({
                value: country.code,
                label: countryName(country.code, country.name),
              }))}
              value={field.value}
              onChange={(code) => {
                field.onChange(code);
                const offered = catalogue.destinations.find(
                  (candidate) => candidate.code === code,
                )?.visaTypes;
                // A visa type the destination does not sell goes back to any type.
                setValue('visaType', null);
                if (offered?.length === 1) setValue('visaType', offered[0] ?? null);
                changed();
              }}
              error={message(errors.destination?.message)}
              classNames={{ input: classes.bigInput }}
              nothingFoundMessage={t('search.noMatch')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="visaType"
          render={({ field }) => (
            <Select
              label={t('search.visaType')}
              placeholder={t('search.anyType')}
              clearable
              data={types.map((type) => ({ value: type, label: t(`visaParts:visaTypes.${type}`) }))}
              value={field.value}
              onChange={(type) => {
                field.onChange(type);
                changed();
              }}
              classNames={{ input: classes.bigInput }}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="travelDate"
          render={({ field }) => (
            <DatePickerInput
              label={t('search.travelDate')}
              placeholder={t('search.datePlaceholder')}
              value={field.value}
              onChange={(date) => {
                field.onChange(date ? String(date).slice(0, 10) : null);
                changed();
              }}
              minDate={today}
              maxDate={addDays(today, VisaCatalogueLimit.maxDaysAhead)}
              numberOfColumns={wide ? 2 : 1}
              valueFormat="D MMM YYYY"
              error={message(errors.travelDate?.message)}
              classNames={{ input: classes.bigInput }}
              popoverProps={{ position: 'bottom-start' }}
              nextLabel={t('search.nextMonth')}
              previousLabel={t('search.previousMonth')}
            />
          )}
        />
        <Controller
          control={control}
          name="applicants"
          render={({ field }) => (
            <ApplicantsField
              value={field.value}
              onChange={(counts) => {
                field.onChange(counts);
                changed();
              }}
              error={message(errors.applicants?.message ?? errors.applicants?.root?.message)}
            />
          )}
        />
        <Button type="submit" size="lg" className={classes.searchButton}>
          {t('search.submit')}
        </Button>
      </div>
    </Box>
  );
}
