import { useState } from 'react';
import { Box, Burger, Image } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { HeaderLoginAction } from '../../components/header-login-action';
import { headerLinks } from '../../components/public-links';
import { useTenantConfig } from '../../tenant-context';
import classes from './chillora-header.module.css';

/** The holiday look: the logo centred on a soft tint, the navigation in a white pill floating beneath it. */
export function ChilloraHeader() {
  const { t } = useTranslation();
  const config = useTenantConfig();
  // Plain state rather than a hook library: this header is on every first visit, each byte counts.
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const links = headerLinks(config).map((link) => (
    <NavLink key={link.to} to={link.to} end className={classes.link} onClick={close}>
      {t(link.labelKey)}
    </NavLink>
  ));

  return (
    <Box component="header" className={classes.header}>
      <div className={classes.top}>
        <Box className={classes.side} visibleFrom="md">
          <LanguageSwitch />
        </Box>
        <Link
          to="/"
          className={classes.brand}
          aria-label={t('app.homeLink', { company: config.company.name })}
        >
          <Image src={config.logo.primaryLogo} alt={config.company.name} h={46} w="auto" />
        </Link>
        <div className={classes.actions}>
          <HeaderLoginAction radius="xl" size="md" px="xl" />
          <Burger
            opened={opened}
            onClick={() => setOpened(!opened)}
            hiddenFrom="md"
            size="sm"
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls="chillora-menu"
          />
        </div>
      </div>
      <Box component="nav" aria-label={t('nav.label')} className={classes.pill} visibleFrom="md">
        {links}
      </Box>
      {opened ? (
        <Box id="chillora-menu" hiddenFrom="md" className={classes.menu}>
          <nav aria-label={t('nav.label')} className={classes.menuLinks}>
            {links}
          </nav>
          <LanguageSwitch />
        </Box>
      ) : null}
    </Box>
  );
}
