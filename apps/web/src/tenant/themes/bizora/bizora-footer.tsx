import { Anchor, Box, Container, Divider, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SocialLinks } from '../../../components/social-links';
import { FooterLogos } from '../../components/footer-logos';
import { companyLinks, legalLinks, partnerLinks, type PublicLink } from '../../components/public-links';
import { useTenantConfig } from '../../tenant-context';
import classes from './bizora-footer.module.css';

function LinkColumn({ title, links }: { title: string; links: PublicLink[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="nav" aria-label={title}>
      <Title order={2} fz="md" c="white">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
          {t(link.labelKey)}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The provider's footer: brand and contacts, three link columns, badges and payment logos, the year. */
export function BizoraFooter() {
  const { t } = useTranslation();
  const config = useTenantConfig();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Image
              // The light logo suits the dark footer; a tenant without one shows its main logo.
              src={config.logo.secondaryLogo || config.logo.primaryLogo}
              alt={config.company.name}
              h={40}
              w="auto"
              fit="contain"
              style={{ alignSelf: 'flex-start' }}
            />
            <Text size="sm" className={classes.muted}>
              {t('footer.tagline')}
            </Text>
            <Text size="sm" className={classes.muted}>
              {t('footer.phone', { phone: config.global.contactNo })}
              <br />
              {t('footer.email', { email: config.global.email })}
            </Text>
            <SocialLinks links={config.socialMedia} color="gray.0" />
          </Stack>
          <LinkColumn title={t('footer.company')} links={companyLinks(config)} />
          <LinkColumn title={t('footer.partners')} links={partnerLinks(config)} />
          <LinkColumn title={t('footer.legal')} links={legalLinks} />
        </SimpleGrid>
        <FooterLogos config={config} dimmedColor="gray.4" />
        <Divider color="rgba(255,255,255,0.15)" my="md" />
        <Text size="sm" ta="center" className={classes.muted}>
          {t('footer.rights', { year, company: config.company.name })}
        </Text>
      </Container>
    </Box>
  );
}
