import { Anchor, Box, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SocialLinks } from '../../../components/social-links';
import { companyLinks, legalLinks, partnerLinks, type PublicLink } from '../../components/public-links';
import { useTenantConfig } from '../../tenant-context';
import classes from './chillora-footer.module.css';

function Column({ title, links }: { title: string; links: PublicLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title} className={classes.column}>
      <h2 className={classes.heading}>{title}</h2>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
          {t(link.labelKey)}
        </Anchor>
      ))}
    </nav>
  );
}

/** Logos in white pills under a small heading; nothing at all when the tenant lists none. */
function LogoRow({ title, items }: { title: string; items: Array<{ name: string; logo: string }> }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        {title}
      </Text>
      <ul className={classes.logos}>
        {items.map((item) => (
          <li key={item.name} className={classes.logoPill}>
            <Image src={item.logo} alt={item.name} h={24} w="auto" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A light footer under a soft curve: brand and contacts, three link columns, social links and payment logos. */
export function ChilloraFooter() {
  const { t } = useTranslation();
  const config = useTenantConfig();
  const { contactNo, email } = config.global;
  const office = config.contactUs.offices[0];
  // The strip under the columns only when it has something to show, never a lone divider.
  const hasStrip =
    Object.values(config.socialMedia).some((link) => link.trim() !== '') ||
    config.accreditations.length > 0 ||
    config.paymentMethods.length > 0;
  return (
    <Box component="footer" className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.brand}>
          <Image src={config.logo.primaryLogo} alt={config.company.name} h={42} w="auto" />
          <Text size="sm" c="dimmed">
            {t('footer.tagline')}
          </Text>
          <address className={classes.contact}>
            {contactNo ? (
              <a href={`tel:${contactNo.replace(/[^\d+]/g, '')}`}>
                {t('footer.phone', { phone: contactNo })}
              </a>
            ) : null}
            {email ? <a href={`mailto:${email}`}>{t('footer.email', { email })}</a> : null}
            {office?.address ? <span>{office.address}</span> : null}
          </address>
        </div>
        <Column title={t('footer.company')} links={companyLinks(config)} />
        <Column title={t('footer.partners')} links={partnerLinks(config)} />
        <Column title={t('footer.legal')} links={legalLinks} />
      </div>
      {hasStrip ? (
        <div className={classes.strip}>
          <SocialLinks links={config.socialMedia} color="primary" />
          <LogoRow title={t('footer.accreditations')} items={config.accreditations} />
          <LogoRow title={t('footer.paymentMethods')} items={config.paymentMethods} />
        </div>
      ) : null}
      <Text size="xs" c="dimmed" ta="center" pb="lg">
        {t('footer.rights', { year: new Date().getFullYear(), company: config.company.name })}
      </Text>
    </Box>
  );
}
