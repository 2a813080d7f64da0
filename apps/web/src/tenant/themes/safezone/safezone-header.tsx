import { Box, Burger, Container, Group, Image, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { HeaderLoginAction } from '../../components/header-login-action';
import { headerLinks } from '../../components/public-links';
import { useTenantConfig } from '../../tenant-context';
import icons from './safezone-icons.module.css';
import classes from './safezone-header.module.css';

/** Spaces and dashes are for reading; a tel: link wants the digits (and the leading plus). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Two rows: a thin dark strip with the phone number, the email address and the language, then the logo, the
 * navigation and a bold Login button. On phones the navigation folds behind a menu button.
 */
export function SafeZoneHeader() {
  const { t } = useTranslation();
  const config = useTenantConfig();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { contactNo, email } = config.global;

  const navItems = headerLinks(config).map((link) => (
    <NavLink key={link.to} to={link.to} end className={classes.link} onClick={close}>
      {t(link.labelKey)}
    </NavLink>
  ));

  return (
    <Box component="header" className={classes.header}>
      <div className={classes.strip}>
        <Container size="xl" className={classes.stripInner}>
          <Group
            gap="lg"
            wrap="nowrap"
            role="group"
            aria-label={t('footer.contact')}
            className={classes.contacts}
          >
            {contactNo ? (
              <a href={telHref(contactNo)} className={`${classes.contact} ${icons.icon} ${icons.phone}`}>
                <span>{contactNo}</span>
              </a>
            ) : null}
            {email ? (
              <a
                href={`mailto:${email}`}
                className={`${classes.contact} ${classes.email} ${icons.icon} ${icons.mail}`}
              >
                <span>{email}</span>
              </a>
            ) : null}
          </Group>
          <LanguageSwitch inverted />
        </Container>
      </div>
      <Container size="xl" className={classes.bar}>
        <Link
          to="/"
          className={classes.brand}
          aria-label={t('app.homeLink', { company: config.company.name })}
        >
          <Image src={config.logo.primaryLogo} alt={config.company.name} h={44} w="auto" />
        </Link>
        <Group component="nav" aria-label={t('nav.label')} gap={0} visibleFrom="lg" className={classes.nav}>
          {navItems}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <HeaderLoginAction radius={0} size="md" className={classes.login} />
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="lg"
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls="mobile-nav"
          />
        </Group>
      </Container>
      {opened ? (
        <Box hiddenFrom="lg" id="mobile-nav" className={classes.drawer}>
          <Container size="xl">
            <Stack component="nav" aria-label={t('nav.label')} gap={0}>
              {navItems}
            </Stack>
          </Container>
        </Box>
      ) : null}
    </Box>
  );
}
