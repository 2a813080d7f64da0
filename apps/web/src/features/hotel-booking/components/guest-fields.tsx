import { Fieldset, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PassengerTitles } from '@portal/contracts';
import { guestsText } from '../utils/stay-text';
import type { BookFormValues } from '../utils/book-form';
import '../i18n';

/** One room's lead guest (title, first and last name as on their ID) and the room's special request. */
export function GuestFields({
  index,
  room,
  roomCount,
  register,
  errors,
}: {
  index: number;
  room: { adults: number; childAges: number[] };
  roomCount: number;
  register: UseFormRegister<BookFormValues>;
  errors: FieldErrors<BookFormValues>;
}) {
  const { t } = useTranslation('hotelBooking');
  const { t: tp } = useTranslation('hotelParts');
  const fieldErrors = errors.rooms?.[index];
  const legend =
    roomCount > 1
      ? t('guests.legendOf', { number: index + 1, guests: guestsText(room, tp) })
      : t('guests.legend', { guests: guestsText(room, tp) });
  return (
    <Fieldset legend={legend} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <NativeSelect
          label={t('guests.title')}
          required
          data={[
            { value: '', label: t('guests.choose') },
            ...PassengerTitles.map((title) => ({ value: title, label: t(`titles.${title}`) })),
          ]}
          error={fieldErrors?.title?.message}
          {...register(`rooms.${index}.title`)}
        />
        <TextInput
          label={t('guests.firstName')}
          required
          autoComplete="off"
          maxLength={60}
          error={fieldErrors?.firstName?.message}
          {...register(`rooms.${index}.firstName`)}
        />
        <TextInput
          label={t('guests.lastName')}
          required
          autoComplete="off"
          maxLength={60}
          error={fieldErrors?.lastName?.message}
          {...register(`rooms.${index}.lastName`)}
        />
      </SimpleGrid>
      <Textarea
        mt="xs"
        label={t('guests.specialRequest')}
        description={t('guests.specialRequestHint')}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={300}
        error={fieldErrors?.specialRequest?.message}
        {...register(`rooms.${index}.specialRequest`)}
      />
    </Fieldset>
  );
}
