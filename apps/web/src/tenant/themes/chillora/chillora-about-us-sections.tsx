import { Avatar, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantConfig } from '../../tenant-context';
import { chilloraAboutBlocks, initialsOf } from './chillora-people';
import { ChilloraFeatureCards } from './chillora-feature-cards';
import classes from './chillora-about-us.module.css';
import './chillora-i18n';

/** About us in the holiday look: a pastel split opening, tinted strengths, goals as a route, photos and the team. */
export default function ChilloraAboutUsSections() {
  const { t } = useTranslation();
  const { t: own } = useTranslation('chillora');
  const { aboutUs } = useTenantConfig();
  const blocks = chilloraAboutBlocks(aboutUs);
  return (
    <>
      {/* The page keeps its main heading even when the tenant left the title empty; nobody sees an empty one. */}
      {aboutUs.title ? null : <VisuallyHidden component="h1">{t('nav.aboutUs')}</VisuallyHidden>}
      {blocks.intro ? (
        <section className={classes.intro} aria-labelledby={aboutUs.title ? 'about-title' : undefined}>
          <div className={classes.introInner}>
            {aboutUs.title || aboutUs.header || aboutUs.content ? (
              <div>
                {aboutUs.header ? <p className={classes.kicker}>{aboutUs.header}</p> : null}
                {aboutUs.title ? (
                  <h1 id="about-title" className={classes.title}>
                    {aboutUs.title}
                  </h1>
                ) : null}
                {aboutUs.content ? <p className={classes.story}>{aboutUs.content}</p> : null}
              </div>
            ) : null}
            {aboutUs.coverImage ? <img src={aboutUs.coverImage} alt="" className={classes.cover} /> : null}
          </div>
        </section>
      ) : null}

      {blocks.strengths ? (
        <section className={classes.section} aria-labelledby="strengths-title">
          <h2 id="strengths-title" className={classes.heading}>
            {own('about.strengths')}
          </h2>
          <ChilloraFeatureCards items={aboutUs.feature} />
        </section>
      ) : null}

      {blocks.goals ? (
        <section className={classes.section} aria-label={aboutUs.goal.title || undefined}>
          {aboutUs.goal.title ? <h2 className={classes.heading}>{aboutUs.goal.title}</h2> : null}
          <ol className={classes.goals}>
            {aboutUs.goal.goals.map((goal) => (
              <li key={goal.title} className={classes.goal}>
                <h3 className={classes.cardTitle}>{goal.title}</h3>
                {goal.content ? <p className={classes.cardText}>{goal.content}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {blocks.shots ? (
        <section className={classes.section} aria-label={aboutUs.goal.title || undefined}>
          <ul className={classes.shots}>
            {aboutUs.goal.shots.map((shot) => (
              <li key={shot}>
                <img src={shot} alt="" loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {blocks.team ? (
        <section className={classes.section} aria-labelledby="team-title">
          <h2 id="team-title" className={classes.heading}>
            {t('blocks.team')}
          </h2>
          <ul className={classes.team}>
            {aboutUs.profiles.map((profile) => (
              <li key={profile.name} className={classes.person}>
                <Avatar src={profile.image || null} alt={profile.name} size={96} radius={96} color="primary">
                  {initialsOf(profile.name)}
                </Avatar>
                <strong>{profile.name}</strong>
                {profile.designation ? <span>{profile.designation}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
