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

const productIcons: Record<keyof typeof en.agent.products.items, IconName> = {
  flights: 'plane',
  hotels: 'hotel',
  holidays: 'holiday',
  visas: 'visa',
  specialFares: 'star',
  queueShare: 'link',
};
const moneyIcons: Record<keyof typeof en.agent.money.items, IconName> = {
  wallet: 'wallet',
  partialPayment: 'card',
  ledger: 'ledger',
};
const afterSalesIcons: Record<keyof typeof en.agent.afterSales.items, IconName> = {
  void: 'void',
  refund: 'refund',
  reissue: 'reissue',
};
const manageIcons: Record<keyof typeof en.agent.manage.items, IconName> = {
  staff: 'users',
  reports: 'chart',
  travellers: 'traveller',
  documents: 'document',
};

/** /agent: what a travel agency gets from an account, and how to open one. */
export default function AgentPage() {
  const text = useMarketingText();
  const { home } = useTenantConfig();
  return (
    <>
      <PageHero
        title={text('agent.hero.title')}
        subtitle={text('agent.hero.subtitle')}
        image={home.feature.image}
        actions={
          <>
            <LinkButton to={MarketingPaths.registerProprietor}>
              {text('common.actions.getStarted')}
            </LinkButton>
            <LinkButton to={MarketingPaths.contactUs} variant="default">
              {text('common.actions.talkToUs')}
            </LinkButton>
          </>
        }
      />
      <PageSection id="agent-products" title={text('agent.products.title')}>
        <FeatureGrid prefix="agent.products.items" icons={productIcons} />
      </PageSection>
      <ShadedBand>
        <PageSection id="agent-money" title={text('agent.money.title')}>
          <FeatureGrid prefix="agent.money.items" icons={moneyIcons} />
        </PageSection>
      </ShadedBand>
      <PageSection id="agent-after-sales" title={text('agent.afterSales.title')}>
        <FeatureGrid prefix="agent.afterSales.items" icons={afterSalesIcons} />
      </PageSection>
      <ShadedBand>
        <PageSection id="agent-manage" title={text('agent.manage.title')}>
          <FeatureGrid prefix="agent.manage.items" icons={manageIcons} columns={4} />
        </PageSection>
      </ShadedBand>
      <PageSection id="agent-join" title={text('agent.join.title')}>
        <StepList prefix="agent.join.steps" steps={Object.keys(en.agent.join.steps)} />
      </PageSection>
      <CtaBand
        id="agent-cta"
        title={text('agent.cta.title')}
        description={text('agent.cta.description')}
        actions={
          <>
            <LinkButton to={MarketingPaths.registerProprietor}>
              {text('common.actions.getStarted')}
            </LinkButton>
            <LinkButton to={MarketingPaths.testimonials} variant="default">
              {text('common.actions.seeTestimonials')}
            </LinkButton>
          </>
        }
      />
    </>
  );
}
