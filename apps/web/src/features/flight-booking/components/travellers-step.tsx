import { useMemo } from 'react';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TravellerChoice } from '@portal/contracts';
import { SavedTravellerPicker } from '../../../components/saved-traveller-picker/saved-traveller-picker';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useCountries } from '../api/get-countries';
import type { SavedTravellerChoice } from '../api/save-booked-travellers';
import { birthDateRange } from '../utils/passenger-age';
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
  /** Per traveller form: the saved traveller picked and whether to save it after booking. */
  choices: SavedTravellerChoice[];
  onChoice: (index: number, choice: SavedTravellerChoice) => void;
  /** AddTraveller or ManageTravellers: "Save to my travellers" is offered. */
  canSave: boolean;
}

/** Step 1: one form per traveller the search asked for, and the contact the airline may reach. */
export function TravellersStep(props: TravellersStepProps) {
  const { slots, trip, values, onDone, choices, onChoice, canSave } = props;
  const { t } = useTranslation('flightBooking');
  const day = useCalendarDay();
  const countries = useCountries();
  const schema = useMemo(() => travellerFormSchema(slots, trip), [slots, trip]);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<TravellerFormValues, unknown, TravellerFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: values,
  });

  // A picked traveller fills the boxes (the passport only where one is asked for); a blank nationality keeps its own.
  // Without ViewTraveller the documents are not shown: the booking names the traveller and the server fills them.
  const fill = (index: number, traveller: TravellerChoice | null) => {
    const onFile = traveller !== null && traveller.passportNumber === undefined;
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue(`passengers.${index}.travellerId`, traveller?.id ?? '', options);
    setValue(`passengers.${index}.documentsOnFile`, onFile, options);
    if (!traveller) return;
    const set = (
      name:
        | 'title'
        | 'firstName'
        | 'lastName'
        | 'dateOfBirth'
        | 'gender'
        | 'nationality'
        | 'passportNumber'
        | 'passportExpiry',
      value: string,
    ) => setValue(`passengers.${index}.${name}`, value, options);
    set('title', traveller.title);
    set('firstName', traveller.firstName);
    set('lastName', traveller.lastName);
    set('dateOfBirth', traveller.dateOfBirth);
    set('gender', traveller.gender);
    if (traveller.nationality) set('nationality', traveller.nationality);
    if (trip.international) {
      set('passportNumber', traveller.passportNumber ?? '');
      set('passportExpiry', traveller.passportExpiry ?? '');
    }
  };
  const choiceOf = (index: number) => choices[index] ?? { travellerId: null, save: false };

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
            documentsOnFile={watch(`passengers.${index}.documentsOnFile`)}
            firstDepartureDay={trip.firstDepartureDay}
            today={trip.today}
            header={
              <Group align="flex-end" gap="md" mb="sm">
                <SavedTravellerPicker
                  born={birthDateRange(slot.type, trip.firstDepartureDay, trip.today)}
                  formatDay={day}
                  t={t}
                  keys="savedTraveller"
                  onPick={(traveller) => {
                    fill(index, traveller);
                    onChoice(index, { ...choiceOf(index), travellerId: traveller?.id ?? null });
                  }}
                />
                {canSave ? (
                  <Checkbox
                    label={t('savedTraveller.save')}
                    description={t('savedTraveller.saveHint')}
                    checked={choiceOf(index).save}
                    onChange={(event) =>
                      onChoice(index, { ...choiceOf(index), save: event.currentTarget.checked })
                    }
                  />
                ) : null}
              </Group>
            }
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
