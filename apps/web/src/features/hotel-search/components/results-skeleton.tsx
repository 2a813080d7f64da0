import { Alert, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '../../../components/feature-icon';
import classes from '../../../components/product-pages/results.module.css';
import own from './results.module.css';

/** Hotels show four skeleton items, the other lists three (spec §9 "Skeleton list default"). */
export const HotelSkeletonItems = 4;

/** Before any hotel arrives: the spec's hotel skeleton text over four hotel-shaped placeholders. */
export function HotelResultsSkeleton() {
  const { t } = useTranslation('hotelSearch');
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <span className={own.loaderIcon} aria-hidden="true">
          <FeatureIcon iconClass="hotel" size={24} />
        </span>
        <Text fw={600}>{t('results.skeleton')}</Text>
      </Group>
      {Array.from({ length: HotelSkeletonItems }, (_, index) => (
        <div key={index} className={classes.card} aria-hidden="true" data-testid="hotel-skeleton">
          <Skeleton className={classes.image} radius={0} />
          <Stack gap={10} className={classes.body}>
            <Skeleton h={20} w="60%" />
            <Skeleton h={12} w={90} />
            <Skeleton h={12} w="45%" />
            <Group gap={6}>
              <Skeleton h={18} w={18} circle />
              <Skeleton h={18} w={18} circle />
              <Skeleton h={18} w={18} circle />
            </Group>
          </Stack>
          <Stack gap={8} className={classes.priceColumn}>
            <Skeleton h={24} w={120} />
            <Skeleton h={12} w={90} />
            <Skeleton h={34} w={130} />
          </Stack>
        </div>
      ))}
    </Stack>
  );
}

/** While some sources are still answering (hotels are already listed). */
export function StillSearching({ arrived, total }: { arrived: number; total: number }) {
  const { t } = useTranslation('hotelSearch');
  return (
    <Alert variant="light" color="blue" role="status" aria-live="polite" py="xs">
      <Group gap="sm" wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm">{t('results.progress', { arrived, total })}</Text>
      </Group>
    </Alert>
  );
}
