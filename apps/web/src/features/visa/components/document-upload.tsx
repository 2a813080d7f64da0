import { useState } from 'react';
import { FileInput, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadAccept, type VisaUpload } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { fileSizeText } from '../../../lib/upload-type';
import { useUploadVisaDocument } from '../api/upload-document';
import { uploadProblem } from '../../../components/visa/upload-check';
import { translateVisaMessage } from '../utils/visa-message';
import '../i18n';

/**
 * One document's upload: a file is checked here (1 MB, png/jpeg/pdf by its first bytes) and then sent at once, so the
 * server's own check answers while the agent fills in the rest. What was sent is named with its size; choosing another
 * file replaces it, and a refused file leaves the slot empty with the reason.
 */
export function DocumentUpload({
  label,
  description,
  required,
  value,
  onChange,
  onUploading,
  error,
}: {
  label: string;
  description?: string;
  required: boolean;
  value: VisaUpload | null;
  onChange: (upload: VisaUpload | null) => void;
  /** Told when a file starts and stops being sent, so the form waits for it. */
  onUploading: (uploading: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('visa');
  const upload = useUploadVisaDocument();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setProblem(null);
    setFile(chosen);
    onChange(null);
    if (!chosen) return;
    const local = await uploadProblem(chosen);
    if (local) {
      setProblem(translateVisaMessage(t, local) ?? local);
      setFile(null);
      return;
    }
    onUploading(true);
    try {
      onChange(await upload.mutateAsync(chosen));
    } catch (failure) {
      setProblem(translateVisaMessage(t, errorMessage(failure, t('upload.failed'))) ?? t('upload.failed'));
      setFile(null);
    } finally {
      onUploading(false);
    }
  };

  return (
    <div>
      <FileInput
        label={label}
        description={description}
        placeholder={t('upload.choose')}
        accept={UploadAccept}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
        withAsterisk={required}
        error={problem ?? error}
        disabled={upload.isPending}
        rightSection={upload.isPending ? <Loader size="xs" /> : undefined}
        clearButtonProps={{ 'aria-label': t('upload.remove', { document: label }) }}
      />
      {upload.isPending ? (
        <Text size="xs" c="dimmed" mt={4} role="status">
          {t('upload.sending')}
        </Text>
      ) : value && !problem ? (
        <Group gap={6} mt={4} role="status">
          <Text size="xs" c="teal.8" fw={600}>
            {t('upload.done')}
          </Text>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {value.fileName}
          </Text>
          <Text size="xs" c="dimmed">
            · {fileSizeText(value.size)}
          </Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          {t('upload.hint')}
        </Text>
      )}
    </div>
  );
}
