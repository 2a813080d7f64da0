import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../../../components/product-pages/results.module.css';

/** While the packages are searched: a few card shapes and what is happening (spec §9: skeleton lists). */
export function ResultsSkeleton() {
  const { t } = useTranslation('holiday');
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <Text fw={600}>{t('results.loading')}</Text>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className={classes.card} aria-hidden="true">
          <Skeleton className={classes.image} radius={0} />
          <Stack gap="xs" className={classes.body}>
            <Skeleton h={18} w="40%" />
            <Skeleton h={22} w="75%" />
            <Skeleton h={14} w="55%" />
            <Skeleton h={40} />
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
