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

const partnerIcons: Record<keyof typeof en.supplier.partners.items, IconName> = {
  airlines: 'plane',
  hotels: 'hotel',
  dmcs: 'holiday',
  services: 'visa',
};
const benefitIcons: Record<keyof typeof en.supplier.benefits.items, IconName> = {
  reach: 'users',
  prepaid: 'wallet',
  rules: 'shield',
  insight: 'chart',
};

/** /supplier: how airlines, hotels, DMCs and service providers distribute through the portal. */
export default function SupplierPage() {
  const text = useMarketingText();
  const { home } = useTenantConfig();
  const contactButton = (
    <LinkButton to={MarketingPaths.contactUs}>{text('common.actions.contactUs')}</LinkButton>
  );
  return (
    <>
      <PageHero
        title={text('supplier.hero.title')}
        subtitle={text('supplier.hero.subtitle')}
        image={home.coverImage}
        actions={contactButton}
      />
      <PageSection id="supplier-partners" title={text('supplier.partners.title')}>
        <FeatureGrid prefix="supplier.partners.items" icons={partnerIcons} columns={4} />
      </PageSection>
      <ShadedBand>
        <PageSection id="supplier-benefits" title={text('supplier.benefits.title')}>
          <FeatureGrid prefix="supplier.benefits.items" icons={benefitIcons} columns={2} />
        </PageSection>
      </ShadedBand>
      <PageSection id="supplier-process" title={text('supplier.process.title')}>
        <StepList prefix="supplier.process.steps" steps={Object.keys(en.supplier.process.steps)} />
      </PageSection>
      <CtaBand
        id="supplier-cta"
        title={text('supplier.cta.title')}
        description={text('supplier.cta.description')}
        actions={contactButton}
      />
    </>
  );
}
