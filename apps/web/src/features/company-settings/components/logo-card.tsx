import { useState } from 'react';
import { Box, Button, Center, FileInput, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoAccept } from '@portal/contracts';
import { useLogoImage } from '../../../components/company-logo/use-logo-image';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { fileSizeText } from '../../../lib/upload-type';
import { useRemoveLogo, useUploadLogo } from '../api/logo';
import { checkLogo } from '../utils/check-file';

/**
 * The agency's logo: what it looks like now, a new one chosen (png or jpeg up to 1 MB, checked here before it is
 * sent; the server decides) and removal. The logo replaces the tenant's brand in the top bar and on the agency's
 * printed documents.
 */
export function LogoCard({ logoUrl, canEdit }: { logoUrl: string | null; canEdit: boolean }) {
  const { t } = useTranslation('companySettings');
  const current = useLogoImage(logoUrl);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? await checkLogo(chosen) : null);
  };

  const send = async () => {
    if (!file || problem) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
      showToast({ color: 'green', message: t('logo.uploaded') });
    } catch (error) {
      setProblem(errorMessage(error, t('logo.failed')));
    }
  };

  const drop = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      showToast({ color: 'green', message: t('logo.removed') });
    } catch (error) {
      setProblem(errorMessage(error, t('logo.failed')));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-logo-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="company-logo-title">
          {t('logo.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('logo.intro')}
        </Text>
        <Center
          h={96}
          bg="gray.0"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px dashed var(--mantine-color-gray-4)',
          }}
        >
          {current ? (
            <Image src={current} alt={t('logo.current')} h={64} w="auto" maw="90%" fit="contain" />
          ) : (
            <Text size="sm" c="dimmed">
              {logoUrl ? t('logo.loading') : t('logo.none')}
            </Text>
          )}
        </Center>
        {canEdit ? (
          <>
            <FileInput
              label={t('logo.choose')}
              description={t('logo.hint')}
              placeholder={t('logo.placeholder')}
              accept={LogoAccept}
              value={file}
              onChange={(chosen) => void choose(chosen)}
              clearable
              clearButtonProps={{ 'aria-label': t('logo.clear') }}
              error={problem}
            />
            {file && !problem ? (
              <Text size="xs" c="dimmed" role="status">
                {t('logo.chosen', { name: file.name, size: fileSizeText(file.size) })}
              </Text>
            ) : null}
            <Group gap="sm" justify="flex-end">
              {logoUrl ? (
                <Button variant="default" color="red" onClick={() => void drop()} loading={remove.isPending}>
                  {t('logo.remove')}
                </Button>
              ) : null}
              <Button
                onClick={() => void send()}
                disabled={!file || Boolean(problem)}
                loading={upload.isPending}
              >
                {t('logo.upload')}
              </Button>
            </Group>
          </>
        ) : (
          <Box>
            <Text size="xs" c="dimmed">
              {t('common.readOnly')}
            </Text>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
