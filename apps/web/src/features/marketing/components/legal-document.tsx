import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHero } from '../../../components/page-section';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useMarketingText } from '../hooks/use-marketing-text';
import { toLegalBlocks } from '../utils/legal-blocks';
import { ContactLine } from './contact-links';
import { LinkColor } from './link-color';

/** A section's texts: a title, then paragraphs (p1, p2 …) and bullet points (item1, item2 …) in reading order. */
type LegalSections = Record<string, Record<string, string>>;

interface LegalDocumentProps {
  /** Translation key of the document ("terms", "privacy", "refunds"). */
  name: string;
  /** The English sections, which give the order and the keys; texts are read in the visitor's language. */
  sections: LegalSections;
}

/** A legal text: title, contents with in-page links, numbered sections and how to reach the company. */
export function LegalDocument({ name, sections }: LegalDocumentProps) {
  const text = useMarketingText();
  const { global } = useTenantConfig();
  const sectionId = (key: string) => `${name}-${key}`;
  return (
    <>
      <PageHero title={text(`${name}.hero.title`)} subtitle={text(`${name}.hero.subtitle`)} />
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Stack gap={40} maw={820}>
          <Box component="nav" aria-labelledby={`${name}-toc`}>
            <Title order={2} fz="h4" id={`${name}-toc`} mb="xs">
              {text('common.legal.onThisPage')}
            </Title>
            <List spacing={4} listStyleType="none">
              {Object.keys(sections).map((key) => (
                <List.Item key={key}>
                  <Anchor component={Link} to={{ hash: sectionId(key) }} c={LinkColor}>
                    {text(`${name}.sections.${key}.title`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Box>
          {Object.entries(sections).map(([key, section]) => (
            <Box
              component="section"
              key={key}
              id={sectionId(key)}
              aria-labelledby={`${sectionId(key)}-title`}
              style={{ scrollMarginTop: 96 }}
            >
              <Title order={2} id={`${sectionId(key)}-title`} fz="h3" mb="sm">
                {text(`${name}.sections.${key}.title`)}
              </Title>
              <Stack gap="sm">
                {toLegalBlocks(Object.keys(section)).map((block) =>
                  block.kind === 'paragraph' ? (
                    <Text key={block.key}>{text(`${name}.sections.${key}.${block.key}`)}</Text>
                  ) : (
                    <List key={block.keys[0]} spacing="xs">
                      {block.keys.map((item) => (
                        <List.Item key={item}>{text(`${name}.sections.${key}.${item}`)}</List.Item>
                      ))}
                    </List>
                  ),
                )}
              </Stack>
            </Box>
          ))}
          <Box component="section" aria-labelledby={`${name}-contact`}>
            <Title order={2} id={`${name}-contact`} fz="h3" mb="sm">
              {text('common.legal.contactTitle')}
            </Title>
            <Text mb="md">{text('common.legal.contactIntro')}</Text>
            <Stack gap="sm">
              {global.email ? (
                <ContactLine kind="email" value={global.email} label={text('contact.labels.email')} />
              ) : null}
              {global.contactNo ? (
                <ContactLine kind="phone" value={global.contactNo} label={text('contact.labels.phone')} />
              ) : null}
            </Stack>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
