import type { ReactNode } from 'react';
import { Button, Collapse, Fieldset, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Country, VisaApplicantType, VisaChecklistItem } from '@portal/contracts';
import type { VisaBookingValues } from '../utils/booking-form';
import { translateVisaMessage } from '../utils/visa-message';
import { ApplicantDetailFields, type DetailsForm } from './applicant-detail-fields';
import { DocumentUpload } from './document-upload';
import '../../../components/visa/i18n';
import '../i18n';

type ApplicantErrors = {
  [field: string]: { message?: string } | Record<string, { message?: string }> | undefined;
};

/** One applicant of the booking: the details' boxes and an upload for every document on the checklist. */
export function ApplicantFieldset({
  index,
  type,
  number,
  control,
  register,
  errors,
  countries,
  checklist,
  travelDate,
  today,
  onUploading,
  header,
}: {
  index: number;
  type: VisaApplicantType;
  /** The applicant's number among those of the type (Adult 2). */
  number: number;
  control: Control<VisaBookingValues>;
  register: UseFormRegister<VisaBookingValues>;
  errors: FieldErrors<VisaBookingValues>;
  countries: readonly Country[];
  checklist: readonly VisaChecklistItem[];
  travelDate: string;
  today: string;
  onUploading: (slot: string, uploading: boolean) => void;
  /** Above the boxes: picking a saved traveller. */
  header?: ReactNode;
}) {
  const { t } = useTranslation('visa');
  const own = (errors.applicants?.[index] ?? {}) as ApplicantErrors;
  const documentError = (code: string) =>
    translateVisaMessage(
      t,
      (own.documents as Record<string, { message?: string }> | undefined)?.[code]?.message,
    );
  const [showOptional, { toggle }] = useDisclosure(false);
  const required = checklist.filter((item) => item.required);
  const optional = checklist.filter((item) => !item.required);
  const upload = (item: VisaChecklistItem) => (
    <Controller
      key={item.code}
      control={control}
      name={`applicants.${index}.documents.${item.code}`}
      render={({ field: slot }) => (
        <DocumentUpload
          label={t(`visaParts:documents.${item.code}`)}
          description={item.description || undefined}
          required={item.required}
          value={slot.value ?? null}
          onChange={slot.onChange}
          onUploading={(uploading) => onUploading(`applicants.${index}.documents.${item.code}`, uploading)}
          error={documentError(item.code)}
        />
      )}
    />
  );
  const legend = t('booking.applicantLegend', { type: t(`visaParts:applicantType.${type}`), number });

  return (
    <Fieldset legend={legend} radius="md" data-testid="visa-applicant">
      <Stack gap="md">
        {header}
        <ApplicantDetailFields
          index={index}
          type={type}
          register={register as unknown as UseFormRegister<DetailsForm>}
          errors={errors as FieldErrors<DetailsForm>}
          countries={countries}
          travelDate={travelDate}
          today={today}
        />
        <Stack gap="xs">
          <Title order={3} fz="sm">
            {t('booking.documents')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('booking.documentsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {required.map(upload)}
          </SimpleGrid>
          {optional.length > 0 ? (
            <>
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                onClick={toggle}
                aria-expanded={showOptional}
              >
                {showOptional
                  ? t('booking.hideOptional')
                  : t('booking.showOptional', { count: optional.length })}
              </Button>
              {/* Kept mounted while hidden, so a file chosen stays chosen. */}
              <Collapse expanded={showOptional}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
                  {optional.map(upload)}
                </SimpleGrid>
              </Collapse>
            </>
          ) : null}
        </Stack>
      </Stack>
    </Fieldset>
  );
}
