import { Box, Button, Card, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';
import { formatMoney } from '../../lib/format-money';
import { AppLink } from '../app-link';
import { PageSection } from '../page-section';

/** Popular routes with their lowest fare, formatted in the fare's currency. */
export function DestinationGrid({ destination }: { destination: TenantConfig['destination'] }) {
  const { t, i18n } = useTranslation();
  if (destination.cities.length === 0) return null;
  return (
    <PageSection id="destinations" title={destination.title}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {destination.cities.map((city) => (
          <Card key={`${city.from}-${city.to}`} withBorder radius="md" padding={0} component="article">
            {city.imagePath ? (
              <Image src={city.imagePath} alt="" h={160} fit="cover" loading="lazy" />
            ) : (
              // No picture: a band of the brand's colour keeps the cards in line.
              <Box h={160} bg="primary.1" aria-hidden="true" />
            )}
            <Group justify="space-between" p="md" wrap="nowrap" align="flex-end">
              <div>
                <Text fw={700} component="h3" m={0} fz="md">
                  {t('blocks.route', { from: city.from, to: city.to })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('blocks.fareFrom')}
                </Text>
              </div>
              <Text fw={700} c="primary" fz="lg">
                {formatMoney(city.totalFare, city.currency, i18n.language === 'bn' ? 'bn-BD' : 'en')}
              </Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {destination.actionText && destination.actionLink ? (
        <Group justify="center" mt="xl">
          <Button component={AppLink} href={destination.actionLink} variant="outline">
            {destination.actionText}
          </Button>
        </Group>
      ) : null}
    </PageSection>
  );
}
