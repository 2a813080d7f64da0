import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencyDocumentVersion } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { dataUrlOf } from '../../../lib/data-url';
import { saveFile } from '../../../lib/save-file';
import { getKycDocument } from '../api/kyc';

/**
 * A document shown inside the back office (an image, or a PDF in the browser's viewer) with a download. The server
 * sends it as an attachment behind the operator's session; the viewer shows the fetched bytes.
 */
export function KycDocumentViewer({
  document,
  title,
  onClose,
}: {
  document: AgencyDocumentVersion | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'kyc' });
  const file = useQuery({
    queryKey: ['backoffice', 'kyc-document', document?.documentId],
    queryFn: () =>
      getKycDocument(document?.documentId ?? '', document?.fileName ?? document?.kind ?? 'document'),
    enabled: document !== null,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const type = file.data?.blob.type || document?.contentType || '';
  // Images show inline as data: URLs (the only non-site images the content security policy allows); embedded
  // objects are not allowed at all, so a PDF is read after downloading it.
  const image = useQuery({
    queryKey: ['backoffice', 'kyc-document-image', document?.documentId],
    queryFn: () => dataUrlOf(file.data?.blob ?? new Blob()),
    enabled: Boolean(file.data) && type.startsWith('image/'),
    staleTime: Infinity,
    gcTime: 60_000,
  });

  return (
    <Modal opened={document !== null} onClose={onClose} title={title} size="xl" centered>
      <Stack gap="md">
        {file.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('viewerLoading')} />
          </Center>
        ) : null}
        {file.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(file.error, t('viewerFailed'))}
          </Alert>
        ) : null}
        {image.data ? <Image src={image.data} alt={title} fit="contain" mah="70vh" /> : null}
        {file.data && type === 'application/pdf' ? (
          <Alert color="gray" variant="light">
            <Text size="sm">{t('pdfNoPreview', { name: file.data.fileName })}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button
            disabled={!file.data}
            onClick={() => {
              if (file.data) saveFile(file.data.blob, file.data.fileName);
            }}
          >
            {t('download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
