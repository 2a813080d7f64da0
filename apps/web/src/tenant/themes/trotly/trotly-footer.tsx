import { Anchor, Box, Container, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SocialLinks } from '../../../components/social-links';
import { FooterLogos } from '../../components/footer-logos';
import { companyLinks, legalLinks, partnerLinks } from '../../components/public-links';
import { useTenantConfig } from '../../tenant-context';
import classes from './trotly-footer.module.css';

/** The white-label footer: one centred column with the brand, a single row of links, contacts and the year. */
export function TrotlyFooter() {
  const { t } = useTranslation();
  const config = useTenantConfig();
  const year = new Date().getFullYear();
  const seen = new Set<string>();
  const links = [...companyLinks(config), ...partnerLinks(config), ...legalLinks].filter((link) => {
    if (seen.has(link.to)) return false;
    seen.add(link.to);
    return true;
  });
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={40}>
        <Stack align="center" gap="md">
          <Image src={config.logo.primaryLogo} alt={config.company.name} h={40} w="auto" />
          <Group component="nav" aria-label={t('footer.company')} justify="center" gap="md">
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" className={classes.link}>
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            {t('footer.phone', { phone: config.global.contactNo })} ·{' '}
            {t('footer.email', { email: config.global.email })}
          </Text>
          <SocialLinks links={config.socialMedia} color="primary" />
        </Stack>
        <FooterLogos config={config} centered />
      </Container>
      <Box className={classes.bottom}>
        <Text size="sm" ta="center">
          {t('footer.rights', { year, company: config.company.name })}
        </Text>
      </Box>
    </Box>
  );
}
