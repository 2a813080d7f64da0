import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZDocumentInfoForm, type DocumentInfoForm, type UserContext } from '@portal/contracts';
import { clientStore, useClientState, useClientStateHydrated } from '../../lib/client-store';
import { showToast } from '../../lib/toasts';
import { useUpdateDocumentInfo } from './api/update-document-info';

/** A skipped prompt stays away for an hour, then comes back (spec §4 and §9). */
export const DocumentPromptSnoozeMs = 60 * 60 * 1000;

function snoozedUntil(skippedAt: string | null): number {
  const at = skippedAt ? Date.parse(skippedAt) : Number.NaN;
  return Number.isNaN(at) ? 0 : at + DocumentPromptSnoozeMs;
}

/** Re-renders when the snooze ends, so the prompt returns without a reload. */
function useSnoozed(skippedAt: string | null): boolean {
  const until = snoozedUntil(skippedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [until]);
  return until > now;
}

/**
 * The document-collection prompt: open while the user context asks for the documents (forceCollect). It can be
 * skipped only where canSkip says so; a save hides it and forgets the skip.
 */
export function DocumentPrompt({ collect }: { collect: UserContext['documentCollect'] | undefined }) {
  const { t } = useTranslation('frame');
  const skippedAt = useClientState((state) => state.documentPromptSkippedAt);
  const snoozed = useSnoozed(skippedAt);
  const hydrated = useClientStateHydrated();
  const [saved, setSaved] = useState(false);
  const update = useUpdateDocumentInfo();
  const form = useForm<DocumentInfoForm>({
    resolver: zodResolver(ZDocumentInfoForm),
    defaultValues: { tradeLicenseNumber: '', civilAviationNumber: '' },
  });
  const canSkip = collect?.canSkip === true;
  const opened = hydrated && collect?.forceCollect === true && !saved && !(canSkip && snoozed);

  const fail = () => showToast({ message: t('documents.failed'), color: 'red' });

  const save = form.handleSubmit((values) => {
    update.mutate(
      { ...values, skip: false },
      {
        onSuccess: (result) => {
          if (!result.success) return fail();
          setSaved(true);
          clientStore.setState({ documentPromptSkippedAt: null });
          showToast({ message: t('documents.saved'), color: 'green' });
        },
        onError: fail,
      },
    );
  });

  // The skip is recorded on the server too, but the snooze is the client's and holds whatever the answer.
  const skip = () => {
    clientStore.setState({ documentPromptSkippedAt: new Date().toISOString() });
    update.mutate({ tradeLicenseNumber: '', civilAviationNumber: '', skip: true });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('documents.title')}
    >
      <form onSubmit={save} noValidate aria-label={t('documents.title')}>
        <Stack gap="md">
          <Text size="sm">{t('documents.intro')}</Text>
          <TextInput
            label={t('documents.tradeLicense')}
            withAsterisk
            autoComplete="off"
            error={form.formState.errors.tradeLicenseNumber?.message}
            {...form.register('tradeLicenseNumber')}
          />
          <TextInput
            label={t('documents.civilAviation')}
            description={t('documents.optional')}
            autoComplete="off"
            error={form.formState.errors.civilAviationNumber?.message}
            {...form.register('civilAviationNumber')}
          />
          <Group justify="flex-end" gap="sm">
            {canSkip ? (
              <Button variant="default" onClick={skip} disabled={update.isPending}>
                {t('documents.skip')}
              </Button>
            ) : null}
            <Button type="submit" loading={update.isPending && !update.variables?.skip}>
              {t('documents.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
