import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Nothing asked, saving under way, or the names saved and not saved. */
export type SaveOutcome = null | 'saving' | { saved: string[]; failed: string[] };

/** Under the confirmation: what became of "Save to my travellers". */
export function SavedTravellersNotice({ outcome }: { outcome: SaveOutcome }) {
  const { t } = useTranslation('flightBooking');
  if (outcome === null) return null;
  if (outcome === 'saving') {
    return (
      <Group gap="xs" mt="md" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('savedTraveller.saving')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="xs" mt="md">
      {outcome.saved.length > 0 ? (
        <Alert color="green" role="status">
          {t('savedTraveller.saved', { names: outcome.saved.join(', ') })}
        </Alert>
      ) : null}
      {outcome.failed.length > 0 ? (
        <Alert color="orange" role="alert">
          {t('savedTraveller.failed', { names: outcome.failed.join(', ') })}
        </Alert>
      ) : null}
    </Stack>
  );
}
