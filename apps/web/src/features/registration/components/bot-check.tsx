import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Loader, Paper, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passBotCheck } from '../../../lib/bot-check/pass-bot-check';

type State = { kind: 'solving' } | { kind: 'verified' } | { kind: 'failed' };

/**
 * The self-hosted proof-of-work bot check: a puzzle is fetched and solved automatically in a worker, then shows
 * Verified. A solution is good for one registration; `round` asks for a fresh one after a refused submit.
 */
export function BotCheck({
  round,
  onSolved,
  error,
}: {
  round: number;
  onSolved: (payload: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('registration');
  const [state, setState] = useState<State>({ kind: 'solving' });
  const [attempt, setAttempt] = useState(0);

  const run = useCallback(
    async (isCurrent: () => boolean) => {
      setState({ kind: 'solving' });
      onSolved(null);
      try {
        const payload = await passBotCheck();
        if (!isCurrent()) return;
        setState(payload ? { kind: 'verified' } : { kind: 'failed' });
        onSolved(payload);
      } catch {
        if (isCurrent()) setState({ kind: 'failed' });
      }
    },
    [onSolved],
  );

  useEffect(() => {
    let current = true;
    void run(() => current);
    return () => {
      current = false;
    };
  }, [run, round, attempt]);

  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite" data-testid="bot-check">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {t('botCheck')}
        </Text>
        {state.kind === 'solving' ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('botChecking')}</Text>
          </Group>
        ) : null}
        {state.kind === 'verified' ? (
          <Group gap={6}>
            <ThemeIcon size="sm" radius="xl" color="green" aria-hidden>
              ✓
            </ThemeIcon>
            <Text size="sm" c="green.8" fw={600}>
              {t('botVerified')}
            </Text>
          </Group>
        ) : null}
        {state.kind === 'failed' ? (
          <Group gap="xs">
            <Text size="sm" c="red.7">
              {t('botFailed')}
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => setAttempt((value) => value + 1)}>
              {t('retry')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {error ? (
        <Text size="xs" c="red.7" mt={4}>
          {error}
        </Text>
      ) : null}
    </Paper>
  );
}
