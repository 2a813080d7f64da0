import { useMemo } from 'react';
import { Button, Fieldset, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/get-countries';
import {
  travellerFormSchema,
  type PassengerSlot,
  type TravellerFormOutput,
  type TravellerFormValues,
  type TripFacts,
} from '../utils/traveller-form';
import { TravellerFields } from './traveller-fields';

interface TravellersStepProps {
  slots: PassengerSlot[];
  trip: TripFacts;
  values: TravellerFormValues;
  onDone: (values: TravellerFormValues, travellers: TravellerFormOutput) => void;
}

/** Step 1: one form per traveller the search asked for, and the contact the airline may reach. */
export function TravellersStep({ slots, trip, values, onDone }: TravellersStepProps) {
  const { t } = useTranslation('flightBooking');
  const countries = useCountries();
  const schema = useMemo(() => travellerFormSchema(slots, trip), [slots, trip]);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<TravellerFormValues, unknown, TravellerFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: values,
  });

  // The nationality boxes are filled from the list, so the form waits for it (a failed list leaves them empty).
  if (countries.isPending) return <Skeleton h={320} radius="md" aria-label={t('traveller.loading')} />;

  const legend = (slot: PassengerSlot) => {
    const type = t(`passengerType.${slot.type}`);
    if (slot.type === 'CHD')
      return t('traveller.legendChild', { type, number: slot.number, age: slot.childAge });
    if (slot.type === 'INF')
      return t('traveller.legendInfant', { type, number: slot.number, adult: slot.lapOf });
    return t('traveller.legend', { type, number: slot.number });
  };

  return (
    <form
      noValidate
      aria-label={t('steps.travellers')}
      onSubmit={(event) => void handleSubmit((output) => onDone(getValues(), output))(event)}
    >
      <Stack gap="md">
        {slots.map((slot, index) => (
          <TravellerFields
            key={`${slot.type}-${slot.number}`}
            index={index}
            slot={slot}
            legend={legend(slot)}
            register={register}
            errors={errors}
            countries={countries.data?.countries ?? []}
            international={trip.international}
            firstDepartureDay={trip.firstDepartureDay}
            today={trip.today}
          />
        ))}
        <Fieldset legend={t('contact.legend')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="email"
              label={t('contact.email')}
              required
              autoComplete="email"
              error={errors.contact?.email?.message}
              {...register('contact.email')}
            />
            <TextInput
              type="tel"
              label={t('contact.phone')}
              description={t('contact.phoneHint')}
              required
              autoComplete="tel"
              error={errors.contact?.phone?.message}
              {...register('contact.phone')}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit">{t('steps.toAddons')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
