import { Alert, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './results.module.css';

/** Before anything arrives: the spec's first loader text over the result skeleton (3 rows, spec §9). */
export function ResultsSkeleton() {
  const { t } = useTranslation('flightResults');
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <span className={classes.loaderPlane} aria-hidden="true">
          ✈
        </span>
        <Text fw={600}>{t('loader.first')}</Text>
      </Group>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className={classes.card} aria-hidden="true" style={{ padding: 16 }}>
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={10} style={{ flex: 1 }}>
              <Skeleton h={14} w={160} />
              <Skeleton h={22} w="80%" />
              <Skeleton h={12} w="50%" />
            </Stack>
            <Stack gap={8} align="flex-end">
              <Skeleton h={24} w={110} />
              <Skeleton h={12} w={80} />
            </Stack>
          </Group>
        </div>
      ))}
    </Stack>
  );
}

/** While some sources are still answering (results are already listed). */
export function StillSearching() {
  const { t } = useTranslation('flightResults');
  return (
    <Alert variant="light" color="blue" role="status" aria-live="polite" py="xs">
      <Group gap="sm" wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm">{t('loader.more')}</Text>
      </Group>
    </Alert>
  );
}
