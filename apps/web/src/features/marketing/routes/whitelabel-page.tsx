import { PageHero, PageSection } from '../../../components/page-section';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { LinkButton } from '../components/link-button';
import type { IconName } from '../components/marketing-icon';
import { MarketingPaths } from '../components/marketing-paths';
import { StepList } from '../components/step-list';
import { ShadedBand } from '../components/shaded-band';
import { useMarketingText } from '../hooks/use-marketing-text';
import { en } from '../i18n/en';

const brandingIcons: Record<keyof typeof en.whitelabel.branding.items, IconName> = {
  brand: 'globe',
  theme: 'palette',
  login: 'login',
  translations: 'language',
  payments: 'card',
  content: 'document',
};
const includedIcons: Record<keyof typeof en.whitelabel.included.items, IconName> = {
  inventory: 'plane',
  agencies: 'users',
  operations: 'ledger',
  hosting: 'server',
};

/** /whitelabel: the offer of a portal under the partner's own brand (shown on the main tenant only). */
export default function WhitelabelPage() {
  const text = useMarketingText();
  const { mobileApp } = useTenantConfig();
  const actions = (
    <>
      <LinkButton to={MarketingPaths.registerProprietor}>{text('common.actions.getStarted')}</LinkButton>
      <LinkButton to={MarketingPaths.contactUs} variant="default">
        {text('common.actions.talkToUs')}
      </LinkButton>
    </>
  );
  return (
    <>
      <PageHero
        title={text('whitelabel.hero.title')}
        subtitle={text('whitelabel.hero.subtitle')}
        image={mobileApp.screenShotLink}
        actions={actions}
      />
      <PageSection id="whitelabel-branding" title={text('whitelabel.branding.title')}>
        <FeatureGrid prefix="whitelabel.branding.items" icons={brandingIcons} />
      </PageSection>
      <ShadedBand>
        <PageSection id="whitelabel-included" title={text('whitelabel.included.title')}>
          <FeatureGrid prefix="whitelabel.included.items" icons={includedIcons} columns={4} />
        </PageSection>
      </ShadedBand>
      <PageSection id="whitelabel-process" title={text('whitelabel.process.title')}>
        <StepList prefix="whitelabel.process.steps" steps={Object.keys(en.whitelabel.process.steps)} />
      </PageSection>
      <CtaBand
        id="whitelabel-cta"
        title={text('whitelabel.cta.title')}
        description={text('whitelabel.cta.description')}
        actions={actions}
      />
    </>
  );
}
