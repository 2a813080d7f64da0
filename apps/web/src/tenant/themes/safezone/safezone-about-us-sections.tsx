import { Box, Container, Image, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '../../../components/feature-icon';
import { useTenantConfig } from '../../tenant-context';
import classes from './safezone-about-us-sections.module.css';

/**
 * About us in the corporate look: a dark title band with the brand's geometric panel, the story beside the
 * picture, strengths in a ruled grid, numbered goals beside the photographs, and the team on square portraits.
 * Every block the tenant left empty is left out.
 */
export default function SafeZoneAboutUsSections() {
  const { t } = useTranslation();
  const config = useTenantConfig();
  const { aboutUs } = config;
  const hasStory = Boolean(aboutUs.content || aboutUs.coverImage);
  return (
    <>
      <Box component="section" className={classes.band} aria-labelledby="about-title">
        <span className={classes.shape} aria-hidden="true" />
        <Container size="xl" className={classes.bandInner}>
          <Text className={classes.kicker}>{config.company.name}</Text>
          <Title order={1} id="about-title" className={classes.title}>
            {aboutUs.title || t('nav.aboutUs')}
          </Title>
          {aboutUs.header ? <Text className={classes.subtitle}>{aboutUs.header}</Text> : null}
        </Container>
      </Box>

      {hasStory ? (
        <Container size="xl" className={classes.section}>
          <div className={classes.story} data-with-image={aboutUs.coverImage ? true : undefined}>
            {aboutUs.content ? <Text className={classes.content}>{aboutUs.content}</Text> : null}
            {aboutUs.coverImage ? (
              <div className={classes.frame}>
                <Image src={aboutUs.coverImage} alt="" />
              </div>
            ) : null}
          </div>
        </Container>
      ) : null}

      {aboutUs.feature.length > 0 ? (
        <Box className={classes.tinted}>
          <Container size="xl" className={classes.section}>
            <ul className={classes.strengths}>
              {aboutUs.feature.map((item) => (
                <li key={item.header} className={classes.strength}>
                  <span className={classes.icon} aria-hidden="true">
                    <FeatureIcon iconClass={item.iconClass} size={22} />
                  </span>
                  <Title order={2} className={classes.cardTitle}>
                    {item.header}
                  </Title>
                  {item.content ? (
                    <Text size="sm" c="dimmed">
                      {item.content}
                    </Text>
                  ) : null}
                </li>
              ))}
            </ul>
          </Container>
        </Box>
      ) : null}

      {aboutUs.goal.goals.length > 0 ? (
        <Box component="section" aria-labelledby={aboutUs.goal.title ? 'goals-title' : undefined}>
          <Container size="xl" className={classes.section}>
            {aboutUs.goal.title ? (
              <div className={classes.head}>
                <span className={classes.rule} aria-hidden="true" />
                <Title order={2} id="goals-title" className={classes.headTitle}>
                  {aboutUs.goal.title}
                </Title>
              </div>
            ) : null}
            <div className={classes.goals} data-with-shots={aboutUs.goal.shots.length > 0 || undefined}>
              <ol className={classes.goalList}>
                {aboutUs.goal.goals.map((goal, index) => (
                  <li key={goal.title} className={classes.goal}>
                    <span className={classes.goalNumber} aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <div>
                      <Title order={3} className={classes.cardTitle}>
                        {goal.title}
                      </Title>
                      {goal.content ? (
                        <Text size="sm" c="dimmed">
                          {goal.content}
                        </Text>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
              {aboutUs.goal.shots.length > 0 ? (
                <div className={classes.shots}>
                  {aboutUs.goal.shots.map((shot) => (
                    <Image key={shot} src={shot} alt="" loading="lazy" />
                  ))}
                </div>
              ) : null}
            </div>
          </Container>
        </Box>
      ) : null}

      {aboutUs.profiles.length > 0 ? (
        <Box component="section" aria-labelledby="team-title" className={classes.tinted}>
          <Container size="xl" className={classes.section}>
            <div className={classes.head}>
              <span className={classes.rule} aria-hidden="true" />
              <Title order={2} id="team-title" className={classes.headTitle}>
                {t('blocks.team')}
              </Title>
            </div>
            <ul className={classes.team}>
              {aboutUs.profiles.map((profile) => (
                <li key={profile.name} className={classes.person}>
                  <div className={classes.portrait}>
                    {profile.image ? (
                      <Image
                        src={profile.image}
                        alt={profile.name}
                        w="100%"
                        h="100%"
                        fit="cover"
                        loading="lazy"
                      />
                    ) : (
                      <span className={classes.initials} aria-hidden="true">
                        {profile.name
                          .split(/\s+/)
                          .map((part) => part[0])
                          .slice(0, 2)
                          .join('')}
                      </span>
                    )}
                  </div>
                  <div className={classes.personText}>
                    <Text fw={700}>{profile.name}</Text>
                    {profile.designation ? (
                      <Text size="sm" c="dimmed">
                        {profile.designation}
                      </Text>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </Container>
        </Box>
      ) : null}
    </>
  );
}
