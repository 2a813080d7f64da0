import { Button, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { formatMoney } from '../../../lib/format-money';
import { useTenantConfig } from '../../tenant-context';
import type { HomeSectionsProps } from '../../theme-parts';
import { chilloraHomeBlocks } from './chillora-blocks';
import { ChilloraFeatureCards } from './chillora-feature-cards';
import classes from './chillora-home.module.css';

/**
 * The holiday home: a split pastel hero (promise and slider beside a login card that floats over its curved
 * edge), airline pills, tinted feature cards, postcard destinations, the app and a sunset call to action.
 */
export default function ChilloraHomeSections({ banners, login }: HomeSectionsProps) {
  const { t, i18n } = useTranslation();
  const config = useTenantConfig();
  const { home, destination, mobileApp, callToAction } = config;
  const blocks = chilloraHomeBlocks(config);
  const { feature } = home;
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en';

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <div className={classes.heroInner}>
          <div className={classes.intro}>
            {blocks.hero.kicker ? <p className={classes.kicker}>{blocks.hero.kicker}</p> : null}
            <h1 id="home-title" className={classes.title}>
              {blocks.hero.heading}
            </h1>
            <div className={classes.slider}>{banners}</div>
          </div>
          <div className={classes.loginCard}>{login}</div>
        </div>
      </section>

      {blocks.airlines ? (
        <section id="airlines" className={classes.airlines} aria-labelledby="airlines-title">
          <h2 id="airlines-title" className={classes.label}>
            {t('blocks.airlinesTitle')}
          </h2>
          <ul className={classes.airlineList}>
            {home.airlines.map((airline) => (
              <li key={airline.code} className={classes.airline}>
                <Image src={airline.logo} alt={airline.name} h={36} w="auto" loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {blocks.features ? (
        <section id="features" className={classes.section} aria-label={feature.title || undefined}>
          <div className={classes.features}>
            {feature.title || feature.caption || feature.image ? (
              <div>
                {feature.title ? <h2 className={classes.heading}>{feature.title}</h2> : null}
                {feature.caption ? <p className={classes.caption}>{feature.caption}</p> : null}
                {feature.image ? (
                  <img src={feature.image} alt="" className={classes.featureImage} loading="lazy" />
                ) : null}
              </div>
            ) : null}
            <ChilloraFeatureCards items={feature.features} />
          </div>
        </section>
      ) : null}

      {blocks.destinations ? (
        <section id="destinations" className={classes.section} aria-label={destination.title || undefined}>
          <div className={classes.sectionHead}>
            {destination.title ? <h2 className={classes.heading}>{destination.title}</h2> : <span />}
            {blocks.destinationAction ? (
              <Button component={AppLink} href={destination.actionLink} radius="xl" variant="light" size="md">
                {destination.actionText}
              </Button>
            ) : null}
          </div>
          <ul className={classes.postcards} data-layout={blocks.postcards}>
            {destination.cities.map((city) => (
              <li key={`${city.from}-${city.to}`} className={classes.postcard}>
                {city.imagePath ? (
                  <img src={city.imagePath} alt="" className={classes.postcardImage} loading="lazy" />
                ) : null}
                <div className={classes.postcardLabel}>
                  <h3 className={classes.route}>{t('blocks.route', { from: city.from, to: city.to })}</h3>
                  <p className={classes.fare}>
                    <span>{t('blocks.fareFrom')}</span>{' '}
                    <strong>{formatMoney(city.totalFare, city.currency, locale)}</strong>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {blocks.mobileApp ? (
        <section id="mobile-app" className={classes.section} aria-label={mobileApp.title || undefined}>
          <div className={classes.app}>
            {mobileApp.screenShotLink ? (
              <img src={mobileApp.screenShotLink} alt="" className={classes.appImage} loading="lazy" />
            ) : null}
            <div className={classes.appText}>
              {mobileApp.title ? <h2 className={classes.heading}>{mobileApp.title}</h2> : null}
              {mobileApp.description ? <p className={classes.caption}>{mobileApp.description}</p> : null}
              <div className={classes.stores}>
                {blocks.appStores.map((store) => (
                  <Button
                    key={store}
                    component="a"
                    href={store === 'appStore' ? mobileApp.appStoreLink : mobileApp.googlePlayLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    radius="xl"
                    color="dark"
                    variant="outline"
                    size="md"
                  >
                    {t(`blocks.${store}`)}
                  </Button>
                ))}
              </div>
            </div>
          </div>
        </section>
      ) : null}

      {blocks.callToAction ? (
        <section id="call-to-action" className={classes.section} aria-label={callToAction.title || undefined}>
          <div className={classes.cta}>
            {callToAction.imagePath ? (
              <img src={callToAction.imagePath} alt="" className={classes.ctaImage} loading="lazy" />
            ) : null}
            {callToAction.title ? <h2 className={classes.ctaTitle}>{callToAction.title}</h2> : null}
            {callToAction.description ? <p className={classes.ctaText}>{callToAction.description}</p> : null}
            {callToAction.buttonText ? (
              <Button component={AppLink} href={blocks.callToActionHref} radius="xl" size="lg" color="dark">
                {callToAction.buttonText}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
