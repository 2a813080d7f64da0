import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../../components/holiday/i18n';

/** A package's rating as stars, named for a screen reader. */
export function PackageRating({ rating }: { rating: number }) {
  const { t } = useTranslation('holidayParts');
  return (
    <Group gap={0} role="img" aria-label={t('rating', { count: rating })} wrap="nowrap">
      {Array.from({ length: 5 }, (_, index) => (
        <Text key={index} span c={index < rating ? 'yellow.6' : 'gray.4'} fz="sm" aria-hidden="true">
          ★
        </Text>
      ))}
    </Group>
  );
}
