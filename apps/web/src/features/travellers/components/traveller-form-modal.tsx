import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PassengerTitles, type Traveller } from '@portal/contracts';
import { showToast } from '../../../lib/toasts';
import { useCountries } from '../api/get-countries';
import { useSaveTraveller } from '../api/save-traveller';
import { emptyTravellerForm, formOf, travellerFormSchema } from '../utils/traveller-form';
import { FormModal } from '../../../components/form-modal';
import { useDialogForm } from '../../../components/use-dialog-form';

/**
 * "Add traveller" and "Edit" in one modal: the booking form's fields and rules (contracts' schema), passport and
 * contact optional. The API's refusal (the same person saved already) is shown above the buttons.
 */
export function TravellerFormModal({
  opened,
  traveller,
  onClose,
}: {
  opened: boolean;
  /** The traveller edited; null adds a new one. */
  traveller: Traveller | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('travellers');
  const countries = useCountries();
  const save = useSaveTraveller();
  // Each opening starts from the traveller edited, or from empty boxes.
  const {
    register,
    problem,
    submitWith,
    formState: { errors, isSubmitting },
  } = useDialogForm({
    schema: travellerFormSchema,
    opened,
    source: traveller,
    valuesOf: (edited) => (edited ? formOf(edited) : emptyTravellerForm),
  });

  const submit = submitWith(async (request) => {
    await save.mutateAsync({ id: traveller?.id ?? null, request });
    showToast({ color: 'green', message: traveller ? t('form.updated') : t('form.saved') });
    onClose();
  });

  const title = traveller ? t('form.editTitle') : t('form.addTitle');
  const choose = { value: '', label: t('form.choose') };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      problem={problem}
      problemTitle={t('form.failed')}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <NativeSelect
          label={t('form.title')}
          required
          data={[choose, ...PassengerTitles.map((value) => ({ value, label: t(`titles.${value}`) }))]}
          error={errors.title?.message}
          data-autofocus
          {...register('title')}
        />
        <NativeSelect
          label={t('form.gender')}
          required
          data={[
            choose,
            { value: 'Male', label: t('form.male') },
            { value: 'Female', label: t('form.female') },
          ]}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextInput
          label={t('form.firstName')}
          description={t('form.firstNameHint')}
          required
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextInput
          label={t('form.lastName')}
          required
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextInput
          type="date"
          label={t('form.dateOfBirth')}
          required
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <NativeSelect
          label={t('form.nationality')}
          data={[
            choose,
            ...(countries.data?.countries ?? []).map((country) => ({
              value: country.code,
              label: country.name,
            })),
          ]}
          error={errors.nationality?.message}
          {...register('nationality')}
        />
        <TextInput
          label={t('form.passportNumber')}
          description={t('form.passportHint')}
          autoComplete="off"
          error={errors.passportNumber?.message}
          {...register('passportNumber')}
        />
        <TextInput
          type="date"
          label={t('form.passportExpiry')}
          error={errors.passportExpiry?.message}
          {...register('passportExpiry')}
        />
        <TextInput
          type="email"
          label={t('form.email')}
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          type="tel"
          label={t('form.phone')}
          description={t('form.phoneHint')}
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
