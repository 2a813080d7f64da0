import { Code, Text } from '@mantine/core';
import { PageHero, PageSection } from '../../../components/page-section';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { LinkButton } from '../components/link-button';
import type { IconName } from '../components/marketing-icon';
import { MarketingPaths } from '../components/marketing-paths';
import { StepList } from '../components/step-list';
import { ShadedBand } from '../components/shaded-band';
import { useMarketingText } from '../hooks/use-marketing-text';
import { en } from '../i18n/en';

const coverageIcons: Record<keyof typeof en.api.coverage.items, IconName> = {
  search: 'plane',
  price: 'document',
  book: 'check',
  afterSales: 'refund',
  orders: 'ledger',
  money: 'wallet',
};
const developerIcons: Record<keyof typeof en.api.developers.items, IconName> = {
  rest: 'code',
  errors: 'void',
  sandbox: 'server',
  idempotency: 'reissue',
  auth: 'login',
  openapi: 'document',
};
/** The call behind each step of the booking flow; API paths are identifiers, not translated text. */
const flowCalls: Record<keyof typeof en.api.flow.steps, string> = {
  search: 'POST /flight/api/v1/Search/AirSearch',
  price: 'POST /flight/api/v2/Price/AirPrice',
  book: 'POST /flight/api/v1/Book/AirBook',
  ticket: 'POST /flight/api/v1/Ticket/AirTicket',
};
const flowDetails = Object.fromEntries(
  Object.entries(flowCalls).map(([step, call]) => [
    step,
    <Code key={step} block fz="xs" bg="white" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {call}
    </Code>,
  ]),
);

/** /api: the travel API for developers, pointing to the reference at /docs. */
export default function ApiPage() {
  const text = useMarketingText();
  const actions = (
    <>
      <LinkButton to={MarketingPaths.apiReference} external>
        {text('common.actions.readApiReference')}
      </LinkButton>
      <LinkButton to={MarketingPaths.registerProprietor} variant="default">
        {text('common.actions.requestApiAccess')}
      </LinkButton>
    </>
  );
  return (
    <>
      <PageHero title={text('api.hero.title')} subtitle={text('api.hero.subtitle')} actions={actions} />
      <PageSection id="api-coverage" title={text('api.coverage.title')}>
        <FeatureGrid prefix="api.coverage.items" icons={coverageIcons} />
      </PageSection>
      <ShadedBand>
        <PageSection id="api-flow" title={text('api.flow.title')}>
          <Text ta="center" c="gray.7" mb="xl">
            {text('api.flow.intro')}
          </Text>
          <StepList prefix="api.flow.steps" steps={Object.keys(flowCalls)} details={flowDetails} />
        </PageSection>
      </ShadedBand>
      <PageSection id="api-developers" title={text('api.developers.title')}>
        <FeatureGrid prefix="api.developers.items" icons={developerIcons} />
      </PageSection>
      <ShadedBand>
        <PageSection id="api-access" title={text('api.access.title')}>
          <StepList prefix="api.access.steps" steps={Object.keys(en.api.access.steps)} />
        </PageSection>
      </ShadedBand>
      <CtaBand
        id="api-cta"
        title={text('api.cta.title')}
        description={text('api.cta.description')}
        actions={actions}
      />
    </>
  );
}
