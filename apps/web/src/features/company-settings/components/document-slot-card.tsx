import { useState } from 'react';
import { Alert, Anchor, Button, Collapse, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadAccept, type AgencyDocumentSlot, type AgencyDocumentVersion } from '@portal/contracts';
import { DocumentCard, DocumentFileName } from '../../../components/kyc/document-card';
import { DocumentStatusBadge } from '../../../components/kyc/kyc-badges';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { downloadDocument, useUploadDocument } from '../api/documents';
import { checkDocument } from '../utils/check-file';

function DownloadButton({ version, label }: { version: AgencyDocumentVersion; label: string }) {
  const { t } = useTranslation('companySettings');
  const [failed, setFailed] = useState(false);
  return (
    <Stack gap={2} align="flex-start">
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-label={label}
        onClick={() => {
          setFailed(false);
          downloadDocument(version.documentId, version.fileName ?? `${version.kind}`).catch(() =>
            setFailed(true),
          );
        }}
      >
        {t('documents.download')}
      </Anchor>
      {failed ? (
        <Text size="xs" c="red" role="alert">
          {t('documents.downloadFailed')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * One kind of document: the current file with its review status and the operator's remark, its download, an
 * upload (first time) or replacement, and the earlier versions.
 */
export function DocumentSlotCard({ slot, canEdit }: { slot: AgencyDocumentSlot; canEdit: boolean }) {
  const { t } = useTranslation('companySettings');
  const { t: tk } = useTranslation('kyc');
  const dateTime = useTenantDateTime();
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { current } = slot;
  const kindName = tk(`kinds.${slot.kind}`);
  const headingId = `document-${slot.kind}`;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? await checkDocument(chosen) : null);
  };

  const send = async () => {
    if (!file || problem) return;
    try {
      await upload.mutateAsync({ kind: slot.kind, file });
      setFile(null);
      showToast({ color: 'green', message: t('documents.uploaded', { kind: kindName }) });
    } catch (error) {
      setProblem(errorMessage(error, t('documents.failed')));
    }
  };

  return (
    <DocumentCard
      slot={slot}
      kindName={kindName}
      headingId={headingId}
      requiredLabel={t('documents.required')}
    >
      {current ? (
        <Stack gap={4}>
          <DocumentFileName version={current} unnamedLabel={t('documents.unnamed')} />
          <Text size="xs" c="dimmed">
            {current.uploadedByName
              ? t('documents.uploadedBy', {
                  date: dateTime(current.uploadedAt),
                  name: current.uploadedByName,
                })
              : t('documents.uploadedAt', { date: dateTime(current.uploadedAt) })}
          </Text>
          <DownloadButton version={current} label={t('documents.downloadNamed', { kind: kindName })} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('documents.missing')}
        </Text>
      )}
      {current?.remark ? (
        <Alert
          color={current.status === 'rejected' ? 'red' : 'gray'}
          variant="light"
          title={t('documents.remark')}
          data-testid="operator-remark"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {current.remark}
          </Text>
        </Alert>
      ) : null}
      {canEdit ? (
        <Stack gap="xs">
          <FileInput
            label={
              current ? t('documents.replace', { kind: kindName }) : t('documents.upload', { kind: kindName })
            }
            description={t('documents.hint')}
            placeholder={t('documents.placeholder')}
            accept={UploadAccept}
            value={file}
            onChange={(chosen) => void choose(chosen)}
            clearable
            clearButtonProps={{ 'aria-label': t('documents.clear') }}
            error={problem}
          />
          <Group justify="flex-end">
            <Button
              size="sm"
              onClick={() => void send()}
              disabled={!file || Boolean(problem)}
              loading={upload.isPending}
              aria-label={t('documents.sendNamed', { kind: kindName })}
            >
              {current ? t('documents.sendReplace') : t('documents.send')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {slot.history.length > 0 ? (
        <Stack gap={4}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-expanded={historyOpen}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {historyOpen
              ? t('documents.hideHistory')
              : t('documents.showHistory', { count: slot.history.length })}
          </Anchor>
          <Collapse expanded={historyOpen}>
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {slot.history.map((version) => (
                <Paper component="li" key={version.documentId} bg="gray.0" p="xs" radius="sm">
                  <Group justify="space-between" gap="xs">
                    <Text size="xs">{dateTime(version.uploadedAt)}</Text>
                    <DocumentStatusBadge status={version.status} />
                  </Group>
                  {version.remark ? (
                    <Text size="xs" c="dimmed" mt={2}>
                      {version.remark}
                    </Text>
                  ) : null}
                  <DownloadButton
                    version={version}
                    label={t('documents.downloadVersion', {
                      kind: kindName,
                      date: dateTime(version.uploadedAt),
                    })}
                  />
                </Paper>
              ))}
            </Stack>
          </Collapse>
        </Stack>
      ) : null}
    </DocumentCard>
  );
}
