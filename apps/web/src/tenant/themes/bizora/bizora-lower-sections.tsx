import { Badge, Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Business } from '@portal/contracts';
import { AppLink } from '../../../components/app-link';
import { FeatureIcon } from '../../../components/feature-icon';
import { PageSection } from '../../../components/page-section';
import { RecentReviews } from '../../../components/testimonials/recent-reviews';
import { useHomeLowerTexts } from '../../home-lower-i18n';

/**
 * Below the fold of the provider's home, loaded when the visitor scrolls near it: testimonials, getting started,
 * coverage.
 */
export default function BizoraLowerSections() {
  const { t, brand, steps, coverage } = useHomeLowerTexts();

  return (
    <>
      <PageSection id="testimonials" title={t('testimonials.title', brand)}>
        <RecentReviews />
        <Group justify="center" mt="lg">
          <Button component={AppLink} href="/testimonials" variant="subtle">
            {t('testimonials.more')}
          </Button>
        </Group>
      </PageSection>

      <PageSection id="get-started" title={t('getStarted.title')}>
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          component="ol"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {steps.map((step, index) => (
            <Stack key={step.title} component="li" gap="xs" align="center" ta="center">
              <Badge size="xl" circle variant="filled" aria-hidden="true">
                {index + 1}
              </Badge>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Button component={AppLink} href={Business.defaultCallToActionPath} size="md">
            {t('getStarted.action')}
          </Button>
        </Group>
      </PageSection>

      <PageSection id="coverage" title={t('coverage.title')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {coverage.map((item) => (
            <Group key={item.title} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <FeatureIcon iconClass={item.icon} size={24} />
              </ThemeIcon>
              <div>
                <Title order={3} fz="md">
                  {item.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {item.text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
