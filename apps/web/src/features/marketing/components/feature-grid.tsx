import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMarketingText } from '../hooks/use-marketing-text';
import { MarketingIcon, type IconName } from './marketing-icon';

interface FeatureGridProps {
  /** Translation key holding one { title, body } entry per item. */
  prefix: string;
  /** Item keys in display order, each with its icon. */
  icons: Record<string, IconName>;
  columns?: 2 | 3 | 4;
}

/** Cards of titled feature blurbs with an icon, one to three per row depending on width. */
export function FeatureGrid({ prefix, icons, columns = 3 }: FeatureGridProps) {
  const text = useMarketingText();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: columns }} spacing="lg">
      {Object.entries(icons).map(([key, icon]) => (
        <Card key={key} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <MarketingIcon name={icon} />
            <Title order={3} fz="h4">
              {text(`${prefix}.${key}.title`)}
            </Title>
            <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {text(`${prefix}.${key}.body`)}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
