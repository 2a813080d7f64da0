import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackofficeDeposit } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { saveFile } from '../../../lib/save-file';
import { getDepositSlip } from '../api/deposit-slip';

/** A URL for the blob while it is shown, freed afterwards. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * The slip an agency sent, shown inside the desk (an image, or a PDF in the browser's viewer) with a download. The
 * server sends it as an attachment; the preview shows the fetched bytes, never a link to them.
 */
export function SlipPreviewModal({
  deposit,
  onClose,
}: {
  deposit: BackofficeDeposit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const slip = useQuery({
    queryKey: ['backoffice', 'deposit-slip', deposit?.depositId],
    queryFn: () => getDepositSlip(deposit?.depositId ?? '', deposit?.reference ?? ''),
    enabled: deposit !== null,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const url = useObjectUrl(slip.data?.blob);
  const type = slip.data?.blob.type ?? '';

  return (
    <Modal
      opened={deposit !== null}
      onClose={onClose}
      title={t('deposits.slipOf', { reference: deposit?.reference ?? '' })}
      size="xl"
      centered
    >
      <Stack gap="md">
        {slip.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('deposits.slipLoading')} />
          </Center>
        ) : null}
        {slip.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(slip.error, t('deposits.slipFailed'))}
          </Alert>
        ) : null}
        {url && type.startsWith('image/') ? (
          <Image
            src={url}
            alt={t('deposits.slipOf', { reference: deposit?.reference ?? '' })}
            fit="contain"
            mah="70vh"
          />
        ) : null}
        {url && type === 'application/pdf' ? (
          <object
            data={url}
            type="application/pdf"
            style={{ width: '100%', height: '70vh', border: 0 }}
            aria-label={t('deposits.slipOf', { reference: deposit?.reference ?? '' })}
          >
            <Text size="sm">{t('deposits.pdfNoPreview')}</Text>
          </object>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('deposits.close')}
          </Button>
          <Button
            disabled={!slip.data}
            onClick={() => {
              if (slip.data) saveFile(slip.data.blob, slip.data.fileName);
            }}
          >
            {t('deposits.downloadSlip')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
