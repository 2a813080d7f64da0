import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaEntriesKind } from '@portal/contracts';
import './i18n';

/** Entries, validity, stay and processing of a visa, the four facts agents compare first. */
export function ProductFacts({
  product,
}: {
  product: { entries: VisaEntriesKind; validityDays: number; stayDays: number; processingDays: number };
}) {
  const { t } = useTranslation('visaParts');
  const facts: Array<[string, string]> = [
    [t('product.entries'), t(`entries.${product.entries}`)],
    [t('product.validity'), t('product.days', { count: product.validityDays })],
    [t('product.stay'), t('product.days', { count: product.stayDays })],
    [t('product.processing'), t('product.processingDays', { count: product.processingDays })],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
