import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PassengerTitles, VisaLimit, type Country, type VisaApplicantType } from '@portal/contracts';
import { birthRange, earliestPassportExpiry, type ApplicantDetails } from '../utils/booking-form';
import { translateVisaMessage } from '../utils/visa-message';
import '../i18n';

/** Any form holding applicants' details under `applicants.N` (the booking, the edit). */
export interface DetailsForm {
  applicants: ApplicantDetails[];
}

/**
 * An applicant's details: the names as in the passport, the birth date the type allows on the travel date, the
 * nationality, and the passport (valid six months past travel).
 */
export function ApplicantDetailFields({
  index,
  type,
  register,
  errors,
  countries,
  travelDate,
  today,
}: {
  index: number;
  type: VisaApplicantType;
  register: UseFormRegister<DetailsForm>;
  errors: FieldErrors<DetailsForm>;
  countries: readonly Country[];
  travelDate: string;
  today: string;
}) {
  const { t } = useTranslation('visa');
  const own = errors.applicants?.[index];
  const message = (name: keyof ApplicantDetails) => translateVisaMessage(t, own?.[name]?.message);
  const range = birthRange(type, travelDate, today);
  const field = (name: keyof ApplicantDetails) => `applicants.${index}.${name}` as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      <NativeSelect
        label={t('booking.title')}
        required
        data={[
          { value: '', label: t('booking.choose') },
          ...PassengerTitles.map((title) => ({ value: title, label: t(`titles.${title}`) })),
        ]}
        error={message('title')}
        {...register(field('title'))}
      />
      <TextInput
        label={t('booking.firstName')}
        description={t('booking.asInPassport')}
        required
        autoComplete="off"
        error={message('firstName')}
        {...register(field('firstName'))}
      />
      <TextInput
        label={t('booking.lastName')}
        description={t('booking.asInPassport')}
        required
        autoComplete="off"
        error={message('lastName')}
        {...register(field('lastName'))}
      />
      <NativeSelect
        label={t('booking.gender')}
        required
        data={[
          { value: '', label: t('booking.choose') },
          { value: 'Male', label: t('booking.male') },
          { value: 'Female', label: t('booking.female') },
        ]}
        error={message('gender')}
        {...register(field('gender'))}
      />
      <TextInput
        type="date"
        label={t('booking.dateOfBirth')}
        description={t(`booking.ageRule.${type}`)}
        required
        min={range.min}
        max={range.max}
        error={message('dateOfBirth')}
        {...register(field('dateOfBirth'))}
      />
      <NativeSelect
        label={t('booking.nationality')}
        required
        data={[
          { value: '', label: t('booking.choose') },
          ...countries.map((country) => ({ value: country.code, label: country.name })),
        ]}
        error={message('nationality')}
        {...register(field('nationality'))}
      />
      <TextInput
        label={t('booking.passportNumber')}
        required
        autoComplete="off"
        error={message('passportNumber')}
        {...register(field('passportNumber'))}
      />
      <TextInput
        type="date"
        label={t('booking.passportIssuedOn')}
        max={today}
        error={message('passportIssuedOn')}
        {...register(field('passportIssuedOn'))}
      />
      <TextInput
        type="date"
        label={t('booking.passportExpiresOn')}
        description={t('booking.passportRule', { months: VisaLimit.passportValidMonthsBeyondTravel })}
        required
        min={earliestPassportExpiry(travelDate)}
        error={message('passportExpiresOn')}
        {...register(field('passportExpiresOn'))}
      />
    </SimpleGrid>
  );
}
