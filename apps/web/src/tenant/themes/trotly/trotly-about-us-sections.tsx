import {
  Avatar,
  Box,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '../../../components/feature-icon';
import { PageSection } from '../../../components/page-section';
import { useTenantConfig } from '../../tenant-context';

/** About us in the white-label look: a dark title band, the story beside the picture, strengths, goals, team. */
export default function TrotlyAboutUsSections() {
  const { t } = useTranslation();
  const { aboutUs } = useTenantConfig();
  return (
    <>
      <Box component="section" bg="primary.9" c="white" py={{ base: 40, md: 64 }}>
        <Container size="md" ta="center">
          <Title order={1} c="white">
            {aboutUs.title}
          </Title>
          {aboutUs.header ? (
            <Text size="lg" mt="sm" opacity={0.9}>
              {aboutUs.header}
            </Text>
          ) : null}
        </Container>
      </Box>
      {aboutUs.content || aboutUs.coverImage ? (
        <PageSection id="story">
          <SimpleGrid
            cols={{ base: 1, md: aboutUs.content && aboutUs.coverImage ? 2 : 1 }}
            spacing="xl"
            style={{ alignItems: 'center' }}
          >
            {aboutUs.content ? (
              <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
                {aboutUs.content}
              </Text>
            ) : null}
            {aboutUs.coverImage ? <Image src={aboutUs.coverImage} alt="" radius="lg" /> : null}
          </SimpleGrid>
        </PageSection>
      ) : null}
      {aboutUs.feature.length > 0 ? (
        <Box bg="primary.0">
          <PageSection id="strengths">
            <Stack gap="lg" maw={760} mx="auto">
              {aboutUs.feature.map((item) => (
                <Group key={item.header} align="flex-start" wrap="nowrap">
                  <ThemeIcon size={44} radius="xl" aria-hidden="true">
                    <FeatureIcon iconClass={item.iconClass} size={22} />
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="lg">
                      {item.header}
                    </Title>
                    <Text c="dimmed">{item.content}</Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </PageSection>
        </Box>
      ) : null}
      {aboutUs.goal.goals.length > 0 ? (
        <PageSection id="goals" title={aboutUs.goal.title}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {aboutUs.goal.goals.map((goal, index) => (
              <Paper key={goal.title} withBorder radius="lg" p="lg">
                <Text c="primary" fw={800} fz={28}>
                  {String(index + 1).padStart(2, '0')}
                </Text>
                <Title order={3} fz="lg" mt={4}>
                  {goal.title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {goal.content}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {aboutUs.goal.shots.length > 0 ? (
            <SimpleGrid cols={{ base: 2, md: Math.min(4, aboutUs.goal.shots.length) }} spacing="sm" mt="xl">
              {aboutUs.goal.shots.map((shot) => (
                <Image key={shot} src={shot} alt="" radius="md" loading="lazy" />
              ))}
            </SimpleGrid>
          ) : null}
        </PageSection>
      ) : null}
      {aboutUs.profiles.length > 0 ? (
        <Box bg="primary.0">
          <PageSection id="team" title={t('blocks.team')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(4, aboutUs.profiles.length) }} spacing="lg">
              {aboutUs.profiles.map((profile) => (
                <Paper key={profile.name} radius="lg" p="lg" ta="center" shadow="xs">
                  <Avatar src={profile.image} alt={profile.name} size={88} radius={88} mx="auto" />
                  <Text fw={700} mt="sm">
                    {profile.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {profile.designation}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </PageSection>
        </Box>
      ) : null}
    </>
  );
}
