import { useEffect, useState } from 'react';
import { Fieldset, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VisaApplication } from '@portal/contracts';
import { applicantName } from '../../../components/visa/visa-applicant-card';
import { tenantToday } from '../../../components/flight-search/tenant-today';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useEditVisaApplication } from '../api/edit-application';
import { useCountries } from '../api/get-countries';
import { checkEdit, editValuesOf, type EditValues } from '../utils/edit-form';
import { errorsOf } from '../../../lib/form-errors';
import { translateVisaMessage } from '../utils/visa-message';
import { ApplicantDetailFields, type DetailsForm } from './applicant-detail-fields';
import '../application-i18n';
import { FormModal } from '../../../components/form-modal';

/**
 * Edit while allowed (EditVisaApplication, documents received or correction asked): the applicants' names and
 * passport details; the applicants and their types stay (the fees are per type).
 */
export function EditApplicationModal({
  application,
  opened,
  onClose,
  onMovedOn,
}: {
  application: VisaApplication;
  opened: boolean;
  onClose: () => void;
  onMovedOn: () => void;
}) {
  const { t } = useTranslation('visa');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const countries = useCountries();
  const edit = useEditVisaApplication();
  const [problem, setProblem] = useState<string | null>(null);
  const context = {
    orderReference: application.orderReference,
    travelDate: application.travelDate,
    today: tenantToday(),
  };
  const resolver: Resolver<EditValues> = (values) => {
    const result = checkEdit(values, context);
    return result.body ? { values, errors: {} } : { values: {}, errors: errorsOf<EditValues>(result.issues) };
  };
  const { register, handleSubmit, reset, formState } = useForm<EditValues>({
    defaultValues: editValuesOf(application),
    resolver,
  });
  // Each opening starts from the application as it is now.
  useEffect(() => {
    if (opened) reset(editValuesOf(application));
  }, [opened, application, reset]);

  const save = handleSubmit(async (values) => {
    const { body } = checkEdit(values, context);
    if (!body) return;
    setProblem(null);
    try {
      await edit.mutateAsync(body);
      showToast({ color: 'green', message: t('edit.done', { reference: application.orderReference }) });
      onClose();
    } catch (error) {
      if (isHttpStatus(error, 409)) onMovedOn();
      setProblem(translateVisaMessage(t, errorMessage(error)) ?? errorMessage(error));
    }
  });

  return (
    <FormModal
      opened={opened}
      onClose={edit.isPending ? () => undefined : onClose}
      title={t('edit.title', { reference: application.orderReference })}
      formLabel={t('edit.formLabel')}
      size="xl"
      fullScreen={phone}
      centered={false}
      onSubmit={(event) => void save(event)}
      submitting={edit.isPending}
      problem={problem}
      cancelLabel={t('edit.cancel')}
      cancelDisabled={edit.isPending}
      submitLabel={t('edit.save')}
    >
      <Text size="sm" c="dimmed">
        {t('edit.intro')}
      </Text>
      {countries.isPending ? <Loader size="sm" aria-label={t('edit.loading')} /> : null}
      {(countries.isPending ? [] : application.applicants).map((applicant, index) => (
        <Fieldset key={applicant.applicantId} legend={applicantName(applicant)} radius="md">
          <ApplicantDetailFields
            index={index}
            type={applicant.applicantType}
            register={register as unknown as UseFormRegister<DetailsForm>}
            errors={formState.errors as FieldErrors<DetailsForm>}
            countries={countries.data?.countries ?? []}
            travelDate={application.travelDate}
            today={context.today}
          />
        </Fieldset>
      ))}
    </FormModal>
  );
}
