import { Card, Center, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageHero, PageSection } from '../../../components/page-section';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { ContactLine, telHref } from '../components/contact-links';
import { ExternalLink } from '../components/external-link';
import { LinkButton } from '../components/link-button';
import { OfficeCard } from '../components/office-card';
import { ShadedBand } from '../components/shaded-band';
import { useMarketingText } from '../hooks/use-marketing-text';

/** /contact-us: the tenant's team contacts and offices, all from its configuration. */
export default function ContactUsPage() {
  const text = useMarketingText();
  const { contactUs, global } = useTenantConfig();
  const headquarterMap = /^https?:\/\//.test(contactUs.headquarterMap) ? contactUs.headquarterMap : null;
  return (
    <>
      <PageHero
        title={text('contact.hero.title')}
        subtitle={text('contact.hero.subtitle')}
        actions={
          <>
            {global.contactNo ? (
              <LinkButton to={telHref(global.contactNo)} external>
                {text('contact.hero.call', { phone: global.contactNo })}
              </LinkButton>
            ) : null}
            {global.email ? (
              <LinkButton to={`mailto:${global.email}`} variant="default" external>
                {text('contact.hero.email', { email: global.email })}
              </LinkButton>
            ) : null}
          </>
        }
      />
      {contactUs.blocks.length > 0 ? (
        <PageSection id="contact-teams" title={text('contact.teams.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {contactUs.blocks.map((block) => (
              <Card key={block.title} withBorder radius="md" padding="lg">
                <Stack gap="md">
                  <Title order={3} fz="h4">
                    {block.title}
                  </Title>
                  {block.email ? (
                    <ContactLine kind="email" value={block.email} label={text('contact.labels.email')} />
                  ) : null}
                  {block.phone ? (
                    <ContactLine kind="phone" value={block.phone} label={text('contact.labels.phone')} />
                  ) : null}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </PageSection>
      ) : null}
      {contactUs.offices.length > 0 ? (
        <ShadedBand>
          <PageSection id="contact-offices" title={text('contact.offices.title')}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {contactUs.offices.map((office) => (
                <OfficeCard key={office.title} office={office} />
              ))}
            </SimpleGrid>
            {headquarterMap ? (
              <Center mt="xl">
                <ExternalLink href={headquarterMap}>{text('contact.offices.headquarterMap')}</ExternalLink>
              </Center>
            ) : null}
          </PageSection>
        </ShadedBand>
      ) : null}
    </>
  );
}
