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

const featureIcons: Record<keyof typeof en.corporate.features.items, IconName> = {
  policies: 'shield',
  approvals: 'check',
  invoicing: 'document',
  travellers: 'traveller',
  reports: 'chart',
  support: 'support',
};

/** /corp: the corporate travel desk offer, leading to corporate registration. */
export default function CorporatePage() {
  const text = useMarketingText();
  const { callToAction } = useTenantConfig();
  const registerButton = (
    <LinkButton to={MarketingPaths.registerCorporate}>
      {text('common.actions.openCorporateAccount')}
    </LinkButton>
  );
  return (
    <>
      <PageHero
        title={text('corporate.hero.title')}
        subtitle={text('corporate.hero.subtitle')}
        image={callToAction.imagePath}
        actions={
          <>
            {registerButton}
            <LinkButton to={MarketingPaths.contactUs} variant="default">
              {text('common.actions.talkToUs')}
            </LinkButton>
          </>
        }
      />
      <PageSection id="corporate-features" title={text('corporate.features.title')}>
        <FeatureGrid prefix="corporate.features.items" icons={featureIcons} />
      </PageSection>
      <ShadedBand>
        <PageSection id="corporate-process" title={text('corporate.process.title')}>
          <StepList prefix="corporate.process.steps" steps={Object.keys(en.corporate.process.steps)} />
        </PageSection>
      </ShadedBand>
      <CtaBand
        id="corporate-cta"
        title={text('corporate.cta.title')}
        description={text('corporate.cta.description')}
        actions={registerButton}
      />
    </>
  );
}
