import type { ReactNode } from 'react';
import { Fieldset, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PassengerTitles, type Country } from '@portal/contracts';
import { birthDateRange } from '../utils/passenger-age';
import type { PassengerSlot, TravellerFormValues } from '../utils/traveller-form';

interface TravellerFieldsProps {
  index: number;
  slot: PassengerSlot;
  legend: string;
  register: UseFormRegister<TravellerFormValues>;
  errors: FieldErrors<TravellerFormValues>;
  countries: Country[];
  international: boolean;
  /** The picked traveller's nationality and passport are on file, not shown to this user. */
  documentsOnFile: boolean;
  firstDepartureDay: string;
  today: string;
  /** Above the boxes: picking a saved traveller, saving this one. */
  header?: ReactNode;
}

/** One traveller's boxes: name as in the passport, birth date in the type's range, passport when going abroad. */
export function TravellerFields(props: TravellerFieldsProps) {
  const { index, slot, register, international } = props;
  const { t } = useTranslation('flightBooking');
  const errors = props.errors.passengers?.[index];
  const range = birthDateRange(slot.type, props.firstDepartureDay, props.today);
  const field = (name: keyof TravellerFormValues['passengers'][number]) =>
    `passengers.${index}.${name}` as const;
  return (
    <Fieldset legend={props.legend} radius="md">
      {props.header}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <NativeSelect
          label={t('traveller.title')}
          required
          data={[
            { value: '', label: t('traveller.choose') },
            ...PassengerTitles.map((title) => ({ value: title, label: t(`titles.${title}`) })),
          ]}
          error={errors?.title?.message}
          {...register(field('title'))}
        />
        <TextInput
          label={t('traveller.firstName')}
          required
          autoComplete="off"
          error={errors?.firstName?.message}
          {...register(field('firstName'))}
        />
        <TextInput
          label={t('traveller.lastName')}
          required
          autoComplete="off"
          error={errors?.lastName?.message}
          {...register(field('lastName'))}
        />
        <TextInput
          type="date"
          label={t('traveller.dateOfBirth')}
          description={t(`traveller.ageRule.${slot.type}`, { age: slot.childAge ?? '' })}
          required
          min={range.min}
          max={range.max}
          error={errors?.dateOfBirth?.message}
          {...register(field('dateOfBirth'))}
        />
        <NativeSelect
          label={t('traveller.gender')}
          required
          data={[
            { value: '', label: t('traveller.choose') },
            { value: 'Male', label: t('traveller.male') },
            { value: 'Female', label: t('traveller.female') },
          ]}
          error={errors?.gender?.message}
          {...register(field('gender'))}
        />
        {props.documentsOnFile ? (
          <Text size="sm" c="dimmed" style={{ alignSelf: 'end' }}>
            {t('traveller.documentsOnFile')}
          </Text>
        ) : (
          <>
            <NativeSelect
              label={t('traveller.nationality')}
              required={international}
              data={[
                { value: '', label: t('traveller.choose') },
                ...props.countries.map((country) => ({ value: country.code, label: country.name })),
              ]}
              error={errors?.nationality?.message}
              {...register(field('nationality'))}
            />
            {international ? (
              <>
                <TextInput
                  label={t('traveller.passportNumber')}
                  required
                  autoComplete="off"
                  error={errors?.passportNumber?.message}
                  {...register(field('passportNumber'))}
                />
                <TextInput
                  type="date"
                  label={t('traveller.passportExpiry')}
                  description={t('traveller.passportRule')}
                  required
                  error={errors?.passportExpiry?.message}
                  {...register(field('passportExpiry'))}
                />
              </>
            ) : null}
          </>
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
