import { Avatar, Card, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '../../../components/feature-icon';
import { PageHero, PageSection } from '../../../components/page-section';
import { useTenantConfig } from '../../tenant-context';

/** About us in the provider's look: hero, story, what sets the company apart, goals and team. */
export default function BizoraAboutUsSections() {
  const { t } = useTranslation();
  const { aboutUs } = useTenantConfig();
  return (
    <>
      <PageHero title={aboutUs.title} subtitle={aboutUs.header} image={aboutUs.coverImage} />
      <PageSection id="story">
        <Text size="lg" maw={820} mx="auto" style={{ whiteSpace: 'pre-line' }}>
          {aboutUs.content}
        </Text>
      </PageSection>
      {aboutUs.feature.length > 0 ? (
        <PageSection id="strengths">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {aboutUs.feature.map((item) => (
              <Card key={item.header} withBorder radius="md" padding="lg">
                <ThemeIcon size={44} variant="light" mb="sm" aria-hidden="true">
                  <FeatureIcon iconClass={item.iconClass} />
                </ThemeIcon>
                <Title order={3} fz="lg" mb={4}>
                  {item.header}
                </Title>
                <Text size="sm" c="dimmed">
                  {item.content}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </PageSection>
      ) : null}
      {aboutUs.goal.goals.length > 0 ? (
        <PageSection id="goals" title={aboutUs.goal.title}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap="lg">
              {aboutUs.goal.goals.map((goal) => (
                <div key={goal.title}>
                  <Title order={3} fz="lg" c="primary">
                    {goal.title}
                  </Title>
                  <Text c="dimmed">{goal.content}</Text>
                </div>
              ))}
            </Stack>
            <SimpleGrid cols={2} spacing="sm">
              {aboutUs.goal.shots.map((shot) => (
                <Image key={shot} src={shot} alt="" radius="md" loading="lazy" />
              ))}
            </SimpleGrid>
          </SimpleGrid>
        </PageSection>
      ) : null}
      {aboutUs.profiles.length > 0 ? (
        <PageSection id="team" title={t('blocks.team')}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: Math.min(4, aboutUs.profiles.length) }} spacing="lg">
            {aboutUs.profiles.map((profile) => (
              <Stack key={profile.name} align="center" gap={4}>
                <Avatar src={profile.image} alt={profile.name} size={96} radius={96} />
                <Text fw={700} ta="center">
                  {profile.name}
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  {profile.designation}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </PageSection>
      ) : null}
    </>
  );
}
