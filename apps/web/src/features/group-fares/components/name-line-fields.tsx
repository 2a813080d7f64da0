import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PassengerTitles, type Country } from '@portal/contracts';
import { translateGroupFareMessage } from '../utils/group-fare-message';
import type { NameField, NamesFormValues } from '../utils/names-form';

/** One passenger's boxes, as in the passport: title, names, birth date, gender, nationality, passport and expiry. */
export function NameLineFields({
  index,
  legend,
  register,
  errors,
  countries,
}: {
  index: number;
  legend: string;
  register: UseFormRegister<NamesFormValues>;
  errors: FieldErrors<NamesFormValues>;
  countries: Country[];
}) {
  const { t } = useTranslation('groupFares');
  const lineErrors = errors.names?.[index];
  const field = (name: NameField) => `names.${index}.${name}` as const;
  const error = (name: NameField) => translateGroupFareMessage(t, lineErrors?.[name]?.message);
  return (
    <Fieldset legend={legend} radius="md" data-testid="name-line">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <NativeSelect
          label={t('names.title')}
          required
          data={[
            { value: '', label: t('names.choose') },
            ...PassengerTitles.map((title) => ({ value: title, label: t(`titles.${title}`) })),
          ]}
          error={error('title')}
          {...register(field('title'))}
        />
        <TextInput
          label={t('names.firstName')}
          required
          autoComplete="off"
          error={error('firstName')}
          {...register(field('firstName'))}
        />
        <TextInput
          label={t('names.lastName')}
          required
          autoComplete="off"
          error={error('lastName')}
          {...register(field('lastName'))}
        />
        <TextInput
          type="date"
          label={t('names.dateOfBirth')}
          required
          error={error('dateOfBirth')}
          {...register(field('dateOfBirth'))}
        />
        <NativeSelect
          label={t('names.gender')}
          required
          data={[
            { value: '', label: t('names.choose') },
            { value: 'Male', label: t('names.male') },
            { value: 'Female', label: t('names.female') },
          ]}
          error={error('gender')}
          {...register(field('gender'))}
        />
        <NativeSelect
          label={t('names.nationality')}
          required
          data={[
            { value: '', label: t('names.choose') },
            ...countries.map((country) => ({ value: country.code, label: country.name })),
          ]}
          error={error('nationality')}
          {...register(field('nationality'))}
        />
        <TextInput
          label={t('names.passportNumber')}
          required
          autoComplete="off"
          error={error('passportNumber')}
          {...register(field('passportNumber'))}
        />
        <TextInput
          type="date"
          label={t('names.passportExpiry')}
          description={t('names.passportRule')}
          required
          error={error('passportExpiry')}
          {...register(field('passportExpiry'))}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
