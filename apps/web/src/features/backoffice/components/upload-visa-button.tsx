import { useState } from 'react';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadAccept, VisaApplicationMessage, type VisaApplicant } from '@portal/contracts';
import { uploadProblem } from '../../../components/visa/upload-check';
import { applicantName } from '../../../components/visa/visa-applicant-card';
import '../visa-i18n';

/**
 * Attach an applicant's issued visa (png, jpeg or pdf up to 1 MB, checked here and again by the server); a second
 * file replaces the first.
 */
export function UploadVisaButton({
  applicant,
  onUpload,
  pending,
}: {
  applicant: VisaApplicant;
  onUpload: (file: File) => Promise<void>;
  pending: boolean;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaDesk' });
  const [problem, setProblem] = useState<string | null>(null);
  const name = applicantName(applicant);
  const choose = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const local = await uploadProblem(file);
    if (local) {
      setProblem(t(local === VisaApplicationMessage.fileTooLarge ? 'visa.tooLarge' : 'visa.wrongType'));
      return;
    }
    await onUpload(file);
  };
  return (
    <Stack gap={2} align="flex-end">
      <FileButton accept={UploadAccept} onChange={(file) => void choose(file)}>
        {(props) => (
          <Button
            {...props}
            size="compact-sm"
            variant={applicant.visa ? 'default' : 'filled'}
            loading={pending}
            aria-label={t(applicant.visa ? 'visa.replaceOf' : 'visa.uploadOf', { name })}
          >
            {applicant.visa ? t('visa.replace') : t('visa.upload')}
          </Button>
        )}
      </FileButton>
      {problem ? (
        <Text size="xs" c="red.8" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
