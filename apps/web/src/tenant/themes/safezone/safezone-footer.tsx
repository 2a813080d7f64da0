import { Anchor, Box, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';
import { SocialLinks } from '../../../components/social-links';
import { FooterLogos } from '../../components/footer-logos';
import { companyLinks, legalLinks, partnerLinks, type PublicLink } from '../../components/public-links';
import { useTenantConfig } from '../../tenant-context';
import icons from './safezone-icons.module.css';
import classes from './safezone-footer.module.css';

type Office = TenantConfig['contactUs']['offices'][number];

const phoneClass = `${classes.contact} ${icons.icon} ${icons.phone}`;
const mailClass = `${classes.contact} ${icons.icon} ${icons.mail}`;

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
      {office.title ? (
        <Text fw={700} c="white" size="sm">
          {office.title}
        </Text>
      ) : null}
      {office.address ? (
        <Text size="sm" className={classes.muted} style={{ whiteSpace: 'pre-line' }}>
          {office.address}
        </Text>
      ) : null}
      {office.phone ? (
        <a className={phoneClass} href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>
          {office.phone}
        </a>
      ) : null}
      {office.email ? (
        <a className={mailClass} href={`mailto:${office.email}`}>
          {office.email}
        </a>
      ) : null}
      {office.map.text && office.map.url ? (
        <a
          className={`${classes.contact} ${icons.icon} ${icons.pin}`}
          href={office.map.url}
          target="_blank"
          rel="noopener noreferrer"
        >
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
  const config = useTenantConfig();
  const year = new Date().getFullYear();
  const { contactNo, email } = config.global;
  const offices = config.contactUs.offices;
  const logo = config.logo.secondaryLogo || config.logo.primaryLogo;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={{ base: 40, md: 56 }}>
        <div className={classes.grid}>
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
              <a className={phoneClass} href={`tel:${contactNo.replace(/[^\d+]/g, '')}`}>
                {contactNo}
              </a>
            ) : null}
            {email ? (
              <a className={mailClass} href={`mailto:${email}`}>
                {email}
              </a>
            ) : null}
            <SocialLinks links={config.socialMedia} color="gray.0" />
          </Stack>
          <LinkColumn title={t('footer.company')} links={companyLinks(config)} />
          <LinkColumn title={t('footer.partners')} links={partnerLinks(config)} />
          <LinkColumn title={t('footer.legal')} links={legalLinks} />
          {offices.length > 0 ? (
            <Box component="section" aria-labelledby="footer-offices" className={classes.officesBlock}>
              <Title order={2} id="footer-offices" className={classes.heading}>
                {t('footer.contact')}
              </Title>
              <SimpleGrid
                component="ul"
                cols={{ base: 1, sm: Math.min(2, offices.length), md: Math.min(4, offices.length) }}
                spacing="lg"
                className={classes.offices}
              >
                {offices.map((office) => (
                  <OfficeCard key={office.title} office={office} />
                ))}
              </SimpleGrid>
            </Box>
          ) : null}
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
