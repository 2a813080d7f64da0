import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  QueueShareSources,
  ZImportPnrRequest,
  type ImportPnrRequest,
  type QueueShareSource,
} from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useRetrievePnr } from '../api/get-import-pnr';
import { queueShareBookingUrl } from '../utils/queue-share-url';
import '../i18n';

type FormValues = { source: QueueShareSource['code']; pnr: string };

/**
 * The search pad's Queue Share tab (spec §2 /searchpad/queueshare, ImportPnr): the GDS to import from with its
 * transfer-queue instruction, and the PNR. Retrieve checks the PNR is in the agency's queue, then opens the booking.
 */
export default function QueueSharePanel() {
  const { t } = useTranslation('queueShare');
  const navigate = useNavigate();
  const retrieve = useRetrievePnr();
  const form = useForm<FormValues, unknown, ImportPnrRequest>({
    resolver: zodResolver(ZImportPnrRequest),
    defaultValues: { source: QueueShareSources[0].code, pnr: '' },
  });
  const source =
    QueueShareSources.find((candidate) => candidate.code === form.watch('source')) ?? QueueShareSources[0];

  const submit = form.handleSubmit((request) => {
    retrieve.mutate(request, { onSuccess: () => void navigate(queueShareBookingUrl(request)) });
  });

  return (
    <Stack gap="md" maw={640}>
      <Stack gap={4}>
        <Title order={2} fz="lg">
          {t('panel.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('panel.intro')}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label={t('panel.formLabel')}>
        <Stack gap="md">
          <NativeSelect
            label={t('panel.source')}
            data={QueueShareSources.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
            {...form.register('source')}
          />
          <Alert variant="light" color="blue" title={t('panel.transferQueueTitle')} role="note">
            {t('panel.transferQueue', { pcc: source.pcc, queue: source.queue })}
          </Alert>
          <TextInput
            label={t('panel.pnr')}
            description={t('panel.pnrHint')}
            withAsterisk
            autoComplete="off"
            spellCheck={false}
            maxLength={6}
            styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.1em' } }}
            error={form.formState.errors.pnr ? t('panel.pnrInvalid') : undefined}
            // A new PNR is a new question: the last answer's message goes.
            {...form.register('pnr', { onChange: () => retrieve.reset() })}
          />
          {retrieve.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(retrieve.error, t('panel.failed'))}
            </Alert>
          ) : null}
          <Group>
            <Button
              type="submit"
              loading={retrieve.isPending}
              loaderProps={{ 'aria-label': t('panel.retrieving') }}
            >
              {t('panel.retrieve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
