import { Box, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TenantConfig } from '@portal/contracts';
import { FeatureIcon } from '../feature-icon';
import { PageSection } from '../page-section';

interface FeatureBlurbsProps {
  feature: TenantConfig['home']['feature'];
  /** Picture beside the blurbs (on wide screens), or none. */
  withImage?: boolean;
}

/** The tenant's selling points: a title, a caption and a grid of icon + heading + text. */
export function FeatureBlurbs({ feature, withImage = true }: FeatureBlurbsProps) {
  if (feature.features.length === 0) return null;
  // A picture left empty takes its column with it.
  const picture = withImage && feature.image !== '';
  return (
    <PageSection id="features" title={feature.title}>
      {feature.caption ? (
        <Text ta="center" c="dimmed" maw={720} mx="auto" mb="xl">
          {feature.caption}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: picture ? 2 : 1 }} spacing="xl" style={{ alignItems: 'center' }}>
        {picture ? <Image src={feature.image} alt="" maw={480} mx="auto" visibleFrom="md" /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {feature.features.map((item) => (
            <Stack key={item.header} gap="xs">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                <FeatureIcon iconClass={item.iconClass} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {item.header}
              </Title>
              <Box>
                <Text size="sm" c="dimmed">
                  {item.content}
                </Text>
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </SimpleGrid>
    </PageSection>
  );
}
