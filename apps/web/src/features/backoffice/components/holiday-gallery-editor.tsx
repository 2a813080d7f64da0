import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HolidayCatalogueLimit, HolidayLimit, type OperatorPackage } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useChangeHolidayPackage } from '../api/holiday-catalogue';

const MaxBytes = 1024 * 1024;

/**
 * The package's gallery: its pictures with their captions, each removable, and an upload of one png or jpeg of at
 * most 1 MB (the server checks the bytes and the size; the hints here only save a wasted upload).
 */
export function HolidayGalleryEditor({ item }: { item: OperatorPackage }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayCatalogue' });
  const change = useChangeHolidayPackage();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = item.gallery.length >= HolidayLimit.maxGalleryImages;

  const upload = async () => {
    if (!file) {
      setProblem(t('gallery.chooseFile'));
      return;
    }
    if (file.size > MaxBytes) {
      setProblem(t('gallery.tooLarge'));
      return;
    }
    setProblem(null);
    try {
      await change.mutateAsync({ action: 'upload', packageId: item.packageId, file, caption });
      setFile(null);
      setCaption('');
      showToast({ color: 'green', message: t('gallery.uploaded') });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const remove = async (imageId: string) => {
    setProblem(null);
    try {
      await change.mutateAsync({ action: 'removeImage', packageId: item.packageId, imageId });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="gallery-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="gallery-title">
          {t('gallery.title', { count: item.gallery.length, max: HolidayLimit.maxGalleryImages })}
        </Title>
        {item.gallery.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('gallery.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {item.gallery.map((image, index) => (
              <Stack key={image.imageId} gap={2} pos="relative">
                <img
                  src={image.url}
                  alt={image.caption || t('gallery.picture', { number: index + 1 })}
                  style={{ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 6 }}
                />
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed" truncate>
                    {image.caption || t(`gallery.sources.${image.source}`)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('gallery.remove', { number: index + 1 })}
                    loading={
                      change.isPending &&
                      change.variables?.action === 'removeImage' &&
                      change.variables.imageId === image.imageId
                    }
                    onClick={() => void remove(image.imageId)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        <Stack gap="xs">
          <FileInput
            label={t('gallery.file')}
            description={t('gallery.fileHint')}
            accept="image/png,image/jpeg"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setProblem(null);
            }}
            clearable
            disabled={full}
          />
          <TextInput
            label={t('gallery.caption')}
            value={caption}
            maxLength={HolidayCatalogueLimit.maxCaptionLength}
            onChange={(event) => setCaption(event.currentTarget.value)}
            disabled={full}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Button
            variant="light"
            onClick={() => void upload()}
            loading={change.isPending && change.variables?.action === 'upload'}
            disabled={full}
            style={{ alignSelf: 'flex-start' }}
          >
            {full ? t('gallery.full') : t('gallery.upload')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
