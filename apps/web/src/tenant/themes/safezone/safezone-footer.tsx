import { Anchor, Box, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';
import { SocialLinks } from '../../../components/social-links';
import { FooterLogos } from '../../components/footer-logos';
import { companyLinks, legalLinks, partnerLinks, type PublicLink } from '../../components/public-links';
import { useTenantConfig } from '../../tenant-context';
import { ContactIcon } from './safezone-icons';
import classes from './safezone-footer.module.css';
import './safezone-i18n';

type Office = TenantConfig['contactUs']['offices'][number];

function LinkColumn({ title, links }: { title: string; links: PublicLink[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={8} component="nav" aria-label={title}>
      <Title order={2} className={classes.heading}>
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

/** One office: its name, address and whichever of phone, email and map link it has. */
function OfficeCard({ office }: { office: Office }) {
  return (
    <Box component="li" className={classes.office}>
      <Text fw={700} c="white" size="sm">
        {office.title}
      </Text>
      {office.address ? (
        <Text size="sm" className={classes.muted} style={{ whiteSpace: 'pre-line' }}>
          {office.address}
        </Text>
      ) : null}
      {office.phone ? (
        <a className={classes.contact} href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>
          <ContactIcon name="phone" size={14} />
          {office.phone}
        </a>
      ) : null}
      {office.email ? (
        <a className={classes.contact} href={`mailto:${office.email}`}>
          <ContactIcon name="mail" size={14} />
          {office.email}
        </a>
      ) : null}
      {office.map.text && office.map.url ? (
        <a className={classes.contact} href={office.map.url} target="_blank" rel="noopener noreferrer">
          <ContactIcon name="pin" size={14} />
          {office.map.text}
        </a>
      ) : null}
    </Box>
  );
}

/**
 * A dark footer in columns: the brand and its contacts, the offices, then the company, partner and legal links;
 * payment logos and the year along the bottom.
 */
export function SafeZoneFooter() {
  const { t } = useTranslation();
  const { t: tz } = useTranslation('safeZone');
  const config = useTenantConfig();
  const year = new Date().getFullYear();
  const { contactNo, email } = config.global;
  const offices = config.contactUs.offices;
  const logo = config.logo.secondaryLogo || config.logo.primaryLogo;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={{ base: 40, md: 56 }}>
        <div className={classes.grid} data-offices={offices.length > 0 || undefined}>
          <Stack gap="sm" className={classes.brandColumn}>
            <Image
              src={logo}
              alt={config.company.name}
              h={44}
              w="auto"
              fit="contain"
              className={config.logo.secondaryLogo ? undefined : classes.logoChip}
              style={{ alignSelf: 'flex-start' }}
            />
            <Text size="sm" className={classes.muted}>
              {t('footer.tagline')}
            </Text>
            {contactNo ? (
              <a className={classes.contact} href={`tel:${contactNo.replace(/[^\d+]/g, '')}`}>
                <ContactIcon name="phone" size={14} />
                {contactNo}
              </a>
            ) : null}
            {email ? (
              <a className={classes.contact} href={`mailto:${email}`}>
                <ContactIcon name="mail" size={14} />
                {email}
              </a>
            ) : null}
            <SocialLinks links={config.socialMedia} color="gray.0" />
          </Stack>
          {offices.length > 0 ? (
            <Box component="section" aria-labelledby="footer-offices">
              <Title order={2} id="footer-offices" className={classes.heading}>
                {tz('offices')}
              </Title>
              <SimpleGrid
                component="ul"
                cols={{ base: 1, sm: Math.min(2, offices.length) }}
                spacing="lg"
                className={classes.offices}
              >
                {offices.map((office) => (
                  <OfficeCard key={office.title} office={office} />
                ))}
              </SimpleGrid>
            </Box>
          ) : null}
          <LinkColumn title={t('footer.company')} links={companyLinks(config)} />
          <LinkColumn title={tz('explore')} links={[...partnerLinks(config), ...legalLinks]} />
        </div>
        <FooterLogos config={config} dimmedColor="gray.4" />
      </Container>
      <div className={classes.bottom}>
        <Container size="xl">
          <Text size="xs">{t('footer.rights', { year, company: config.company.name })}</Text>
        </Container>
      </div>
    </Box>
  );
}
