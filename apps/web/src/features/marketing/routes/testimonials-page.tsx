import { PageHero, PageSection } from '../../../components/page-section';
import { CtaBand } from '../components/cta-band';
import { LinkButton } from '../components/link-button';
import { MarketingPaths } from '../components/marketing-paths';
import { TestimonialList } from '../components/testimonial-list';
import { useMarketingText } from '../hooks/use-marketing-text';

/** /testimonials: the tenant's published reviews from the agencies that sell with it. */
export default function TestimonialsPage() {
  const text = useMarketingText();
  const getStarted = (
    <LinkButton to={MarketingPaths.registerProprietor}>{text('common.actions.getStarted')}</LinkButton>
  );
  return (
    <>
      <PageHero title={text('testimonials.hero.title')} subtitle={text('testimonials.hero.subtitle')} />
      <PageSection id="testimonials-list" title={text('testimonials.list.title')}>
        <TestimonialList />
      </PageSection>
      <CtaBand
        id="testimonials-cta"
        title={text('testimonials.cta.title')}
        description={text('testimonials.cta.description')}
        actions={getStarted}
      />
    </>
  );
}
