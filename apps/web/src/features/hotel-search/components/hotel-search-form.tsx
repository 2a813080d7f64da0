import { Badge, Box, Button } from '@mantine/core';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HotelLimit, ZHotelSearchRequest, type HotelSearchRequest } from '@portal/contracts';
import { addDays, tenantToday } from '../../../components/flight-search/tenant-today';
import {
  checkOutFor,
  issueField,
  nightsOf,
  toHotelSearchRequest,
  validateHotelSearchForm,
  type HotelSearchFormValues,
} from '../utils/search-form-values';
import { translateHotelSearchMessage } from '../utils/search-message';
import { DestinationBox } from './destination-box';
import { GuestsField } from './guests-field';
import { StayDateField } from './stay-date-field';
import '../i18n';
import classes from './hotel-search-form.module.css';

type FieldName = ReturnType<typeof issueField>;

/** Each field shows its first issue; the rooms' issues show under the rooms and guests box. */
const resolver: Resolver<HotelSearchFormValues> = (values) => {
  const issues = validateHotelSearchForm(values, tenantToday());
  if (issues.length === 0) return { values, errors: {} };
  const errors: Partial<Record<FieldName, { type: string; message: string }>> = {};
  for (const issue of issues) errors[issueField(issue)] ??= { type: 'validate', message: issue.message };
  const { guests, ...fields } = errors;
  return {
    values: {},
    errors: { ...fields, ...(guests ? { root: { guests } } : {}) } as FieldErrors<HotelSearchFormValues>,
  };
};

interface HotelSearchFormProps {
  initialValues: HotelSearchFormValues;
  /** The request checked with the contracts' schema, and the destination's words as the box showed them. */
  onSearch: (request: HotelSearchRequest, destinationLabel: string) => void;
  /** Called on every change a person makes. */
  onModified?: () => void;
  /** Distinguishes the form's inputs when two forms could share a page. */
  idPrefix?: string;
}

/**
 * The hotel search form (spec §2 hotels): city or hotel with suggestions, check-in and check-out with the nights,
 * rooms and guests with each child's age. It shows the API's own messages under the fields before anything is sent.
 */
export function HotelSearchForm({
  initialValues,
  onSearch,
  onModified,
  idPrefix = 'hotel',
}: HotelSearchFormProps) {
  const { t } = useTranslation('hotelSearch');
  const form = useForm<HotelSearchFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, setValue, getValues, formState, handleSubmit } = form;
  const [checkIn, checkOut, rooms] = useWatch({ control, name: ['checkIn', 'checkOut', 'rooms'] });
  const errors = formState.errors;
  const message = (text: string | undefined) => translateHotelSearchMessage(t, text);
  const today = tenantToday();
  const nights = nightsOf(checkIn, checkOut);

  const changed = () => {
    onModified?.();
    // After a first attempt the messages follow every change (the rules span fields, so all are checked again).
    if (formState.isSubmitted) void form.trigger();
  };

  const submit = handleSubmit((values) =>
    onSearch(ZHotelSearchRequest.parse(toHotelSearchRequest(values)), values.destination?.label ?? ''),
  );

  const earliestCheckOut = addDays(checkIn && checkIn >= today ? checkIn : today, 1);

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('form.formLabel')}>
      <div className={classes.row}>
        <Controller
          control={control}
          name="destination"
          render={({ field }) => (
            <DestinationBox
              id={`${idPrefix}-destination`}
              value={field.value}
              onChange={(destination) => {
                field.onChange(destination);
                changed();
              }}
              error={message(errors.destination?.message)}
            />
          )}
        />
        <div className={classes.dates}>
          <Controller
            control={control}
            name="checkIn"
            render={({ field }) => (
              <StayDateField
                label={t('form.checkIn')}
                value={field.value}
                minDate={today}
                maxDate={addDays(today, HotelLimit.maxDaysAhead)}
                onChange={(date) => {
                  const previous = { checkIn: getValues('checkIn'), checkOut: getValues('checkOut') };
                  field.onChange(date);
                  // The stay keeps its length when it moves.
                  if (date) setValue('checkOut', checkOutFor(date, previous));
                  changed();
                }}
                error={message(errors.checkIn?.message)}
              />
            )}
          />
          {nights !== null ? (
            <Badge
              className={classes.nights}
              variant="light"
              radius="xl"
              size="sm"
              tt="none"
              aria-live="polite"
            >
              {t('form.nights', { count: nights })}
            </Badge>
          ) : null}
          <Controller
            control={control}
            name="checkOut"
            render={({ field }) => (
              <StayDateField
                label={t('form.checkOut')}
                value={field.value}
                minDate={earliestCheckOut}
                maxDate={addDays(earliestCheckOut, HotelLimit.maxNights - 1)}
                onChange={(date) => {
                  field.onChange(date);
                  changed();
                }}
                error={message(errors.checkOut?.message)}
              />
            )}
          />
        </div>
        <GuestsField
          rooms={rooms}
          onChange={(next) => {
            setValue('rooms', next, { shouldDirty: true });
            changed();
          }}
          error={message(errors.root?.guests?.message)}
          showMissingAges={formState.isSubmitted}
        />
        <Button type="submit" size="lg" className={classes.searchButton}>
          {t('form.search')}
        </Button>
      </div>
    </Box>
  );
}
