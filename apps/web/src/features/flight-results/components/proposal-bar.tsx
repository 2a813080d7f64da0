import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './results.module.css';

/** Shown while rows are chosen for a proposal. */
export function ProposalBar({
  count,
  onMake,
  onClear,
}: {
  count: number;
  onMake: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('flightResults');
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      shadow="lg"
      radius="md"
      p="sm"
      className={classes.proposalBar}
      role="region"
      aria-label={t('proposal.make')}
    >
      <Group justify="space-between" gap="sm">
        <Text fw={600} aria-live="polite">
          {t('proposal.selected', { count })}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClear}>
            {t('proposal.clear')}
          </Button>
          <Button onClick={onMake}>{t('proposal.make')}</Button>
        </Group>
      </Group>
    </Paper>
  );
}
