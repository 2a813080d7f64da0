import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaApplication, VisaCorrection, VisaUpload } from '@portal/contracts';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useCorrectVisaApplication } from '../api/correct-application';
import { VisaFormMessage } from '../utils/booking-form';
import { translateVisaMessage } from '../utils/visa-message';
import { DocumentUpload } from './document-upload';
import '../../../components/visa/i18n';
import '../application-i18n';

const slotOf = (item: { applicantId: string; code: string }) => `${item.applicantId}/${item.code}`;

/**
 * The correction form (spec §2 "correction form"): the documents the visa desk asks for again, each with its reason
 * and an upload; only those can be sent, and all of them together answer the correction.
 */
export function CorrectionForm({
  application,
  correction,
  onMovedOn,
}: {
  application: VisaApplication;
  correction: VisaCorrection;
  /** The application changed meanwhile (409): it is read again. */
  onMovedOn: () => void;
}) {
  const { t } = useTranslation('visa');
  const time = useTenantDateTime();
  const correct = useCorrectVisaApplication();
  const [uploads, setUploads] = useState<Record<string, VisaUpload | null>>({});
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    setProblem(null);
    const absent = new Set(
      correction.items.filter((item) => !uploads[slotOf(item)] || uploading[slotOf(item)]).map(slotOf),
    );
    setMissing(absent);
    if (absent.size > 0) return;
    try {
      await correct.mutateAsync({
        orderReference: application.orderReference,
        documents: correction.items.map((item) => ({
          applicantId: item.applicantId,
          code: item.code,
          uploadId: (uploads[slotOf(item)] as VisaUpload).uploadId,
        })),
      });
      showToast({ color: 'green', message: t('correction.sent', { reference: application.orderReference }) });
    } catch (error) {
      if (isHttpStatus(error, 409)) onMovedOn();
      setProblem(translateVisaMessage(t, errorMessage(error)) ?? errorMessage(error));
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="visa-correction-title"
      style={{ borderColor: 'var(--mantine-color-orange-5)' }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="visa-correction-title">
            {t('correction.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('correction.intro', { time: time(correction.askedAt), name: correction.askedBy })}
          </Text>
        </Stack>
        {correction.items.map((item) => {
          const slot = slotOf(item);
          const document = t(`visaParts:documents.${item.code}`);
          return (
            <Stack key={slot} gap={6} data-testid="visa-correction-item">
              <Text size="sm" fw={700}>
                {t('correction.item', { name: item.applicantName, document })}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('correction.reason', { reason: item.reason })}
              </Text>
              <DocumentUpload
                label={t('correction.upload', { document, name: item.applicantName })}
                required
                value={uploads[slot] ?? null}
                onChange={(upload) => {
                  setUploads((current) => ({ ...current, [slot]: upload }));
                  if (upload) setMissing((current) => new Set([...current].filter((one) => one !== slot)));
                }}
                onUploading={(busy) => setUploading((current) => ({ ...current, [slot]: busy }))}
                error={
                  missing.has(slot) ? translateVisaMessage(t, VisaFormMessage.documentRequired) : undefined
                }
              />
            </Stack>
          );
        })}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={correct.isPending}>
            {t('correction.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
