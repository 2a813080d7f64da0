import { SimpleGrid } from '@mantine/core';
import { PageHero, PageSection } from '../../../components/page-section';
import { CtaBand } from '../components/cta-band';
import { LinkButton } from '../components/link-button';
import { MarketingPaths } from '../components/marketing-paths';
import { TestimonialCard } from '../components/testimonial-card';
import { useMarketingText } from '../hooks/use-marketing-text';
import { en } from '../i18n/en';

/** /testimonials: agency owners on working with the brand. */
export default function TestimonialsPage() {
  const text = useMarketingText();
  const getStarted = (
    <LinkButton to={MarketingPaths.registerProprietor}>{text('common.actions.getStarted')}</LinkButton>
  );
  return (
    <>
      <PageHero title={text('testimonials.hero.title')} subtitle={text('testimonials.hero.subtitle')} />
      <PageSection id="testimonials-list" title={text('testimonials.list.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {Object.keys(en.testimonials.list.items).map((key) => (
            <TestimonialCard key={key} prefix={`testimonials.list.items.${key}`} />
          ))}
        </SimpleGrid>
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
