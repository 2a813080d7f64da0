import { useMemo } from 'react';
import { Box, Button, Select, Stack } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tenantToday } from '../../../components/flight-search/tenant-today';
import { translateHolidayMessage } from '../../../components/holiday/messages';
import {
  checkSearchForm,
  monthsFrom,
  toHolidaySearch,
  type HolidaySearchFormValues,
} from '../utils/search-form';
import type { HolidaySearch } from '../utils/search-url';
import { CityBox } from './city-box';
import { PopularCities } from './popular-cities';
import { TravellersField } from './travellers-field';
import classes from './holiday-search-form.module.css';

const resolver: Resolver<HolidaySearchFormValues> = (values) => {
  const issues = checkSearchForm(values, tenantToday());
  const fields = Object.entries(issues);
  if (fields.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(fields.map(([field, message]) => [field, { type: 'validate', message }])),
  };
};

/** A month (YYYY-MM) as its name and year in the reader's language: "March 2026". */
function useMonthName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
  }, [i18n.language]);
}

/**
 * The holiday search (spec §2 /searchpad/holiday): a destination with suggestions and the popular cities, the month
 * of travel (or any), and the traveller counter. It shows the API's own messages before anything is sent.
 */
export function HolidaySearchForm({
  initialValues,
  onSearch,
  idPrefix = 'holiday',
}: {
  initialValues: HolidaySearchFormValues;
  onSearch: (search: HolidaySearch) => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation('holiday');
  const monthName = useMonthName();
  const form = useForm<HolidaySearchFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, formState, handleSubmit, setValue } = form;
  const errors = formState.errors;
  const message = (text: string | undefined) => translateHolidayMessage(t, text);
  const months = monthsFrom(tenantToday());

  return (
    <Box
      component="form"
      onSubmit={handleSubmit((values) => onSearch(toHolidaySearch(values)))}
      noValidate
      aria-label={t('search.formLabel')}
    >
      <div className={classes.row}>
        <Controller
          control={control}
          name="destination"
          render={({ field }) => (
            <Stack gap={6}>
              <CityBox
                id={`${idPrefix}-destination`}
                value={field.value}
                onChange={field.onChange}
                error={message(errors.destination?.message)}
                inputClassName={classes.bigInput}
              />
              <PopularCities
                value={field.value}
                onPick={(city) => setValue('destination', city, { shouldValidate: formState.isSubmitted })}
              />
            </Stack>
          )}
        />
        <Controller
          control={control}
          name="month"
          render={({ field }) => (
            <Select
              label={t('search.month')}
              data={[
                { value: '', label: t('search.anyMonth') },
                ...months.map((month) => ({ value: month, label: monthName(month) })),
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              allowDeselect={false}
              error={message(errors.month?.message)}
              classNames={{ input: classes.bigInput }}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <Controller
          control={control}
          name="party"
          render={({ field }) => (
            <TravellersField
              party={field.value}
              onChange={field.onChange}
              error={message(errors.party?.message)}
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
