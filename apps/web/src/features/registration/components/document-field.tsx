import { FileInput } from '@mantine/core';
import { UploadAccept, type RegistrationDocumentKind } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { checkUpload } from '../utils/check-file';

/** One required document upload, checked for size and type as soon as it is chosen. */
export function DocumentField({
  kind,
  file,
  error,
  onChange,
}: {
  kind: RegistrationDocumentKind;
  file: File | null;
  error?: string | undefined;
  onChange: (file: File | null, error: string | null) => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <FileInput
      label={t(kind)}
      placeholder={t('chooseFile')}
      accept={UploadAccept}
      value={file}
      clearable
      withAsterisk
      error={error}
      name={kind}
      onChange={(chosen) => {
        if (!chosen) {
          onChange(null, null);
          return;
        }
        void checkUpload(chosen).then((problem) => onChange(chosen, problem));
      }}
    />
  );
}
