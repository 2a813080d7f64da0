import { FileInput, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadAccept } from '@portal/contracts';
import { fileSizeText } from '../../../lib/upload-type';

/** The slip upload: png, jpeg or pdf up to 1 MB, with the chosen file's name and size shown beneath. */
export function SlipField({
  value,
  onChange,
  required,
  error,
  label,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  required: boolean;
  error?: string | undefined;
  label: string;
}) {
  const { t } = useTranslation('deposit');
  return (
    <div>
      <FileInput
        label={label}
        description={t('form.slipHint')}
        placeholder={t('form.chooseFile')}
        accept={UploadAccept}
        value={value}
        onChange={onChange}
        clearable
        withAsterisk={required}
        error={error}
        name="slip"
        clearButtonProps={{ 'aria-label': t('form.removeFile') }}
      />
      {value && !error ? (
        <Group gap={6} mt={6} role="status">
          <Text size="xs" c="dimmed">
            {t('form.chosenFile')}
          </Text>
          <Text size="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value.name}
          </Text>
          <Text size="xs" c="dimmed">
            · {fileSizeText(value.size)}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
