import { useEffect, useState } from 'react';
import { Avatar, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Business, type MyProfile } from '@portal/contracts';
import { useLogoImage } from '../../../components/company-logo/use-logo-image';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { fileSizeText, uploadTypeOf } from '../../../lib/upload-type';
import { useUploadPhoto } from '../api/profile';

/** A chosen file's problem, told before it is sent (the server checks again): png or jpeg, at most 1 MB. */
async function photoProblem(file: File, t: (key: string) => string): Promise<string | null> {
  if (file.size > Business.maxUploadBytes) return t('photo.tooLarge');
  const type = await uploadTypeOf(file);
  return type === 'png' || type === 'jpeg' ? null : t('photo.wrongType');
}

/** A URL for the chosen file while it is previewed, freed afterwards. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** The user's photo: what it is now, a new one previewed before it is sent, shown in the profile menu once saved. */
export function PhotoCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation('profile');
  const current = useLogoImage(profile.photoUrl);
  const upload = useUploadPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(problem ? null : file);
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? await photoProblem(chosen, t) : null);
  };

  const send = async () => {
    if (!file || problem) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
      showToast({ color: 'green', message: t('photo.saved') });
    } catch (error) {
      setProblem(errorMessage(error, t('photo.failed')));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-photo-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-photo-title">
          {t('photo.title')}
        </Title>
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={preview ?? current}
            alt={preview ? t('photo.preview') : current ? t('photo.current') : ''}
            size={88}
            radius={88}
            color="primary"
          >
            {initials}
          </Avatar>
          <Text size="sm" c="dimmed">
            {preview ? t('photo.previewHint') : t('photo.intro')}
          </Text>
        </Group>
        <FileInput
          label={t('photo.choose')}
          description={t('photo.hint')}
          placeholder={t('photo.placeholder')}
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          clearButtonProps={{ 'aria-label': t('photo.clear') }}
          error={problem}
        />
        {file && !problem ? (
          <Text size="xs" c="dimmed" role="status">
            {t('photo.chosen', { name: file.name, size: fileSizeText(file.size) })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => void send()} disabled={!file || Boolean(problem)} loading={upload.isPending}>
            {t('photo.upload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
