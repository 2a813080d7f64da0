import { Box, Burger, Container, Group, Image, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { HeaderLoginAction } from '../../components/header-login-action';
import { headerLinks } from '../../components/public-links';
import { useTenantConfig } from '../../tenant-context';
import classes from './trotly-header.module.css';

/** The white-label look: a dark bar with the brand in the middle and the navigation on a row of its own. */
export function TrotlyHeader() {
  const { t } = useTranslation();
  const config = useTenantConfig();
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = headerLinks(config);

  const navItems = links.map((link) => (
    <NavLink key={link.to} to={link.to} end className={classes.link} onClick={close}>
      {t(link.labelKey)}
    </NavLink>
  ));

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.top}>
        <Box className={classes.side}>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            color="white"
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls="mobile-nav"
          />
          <Box visibleFrom="md">
            <LanguageSwitch inverted />
          </Box>
        </Box>
        <Link
          to="/"
          className={classes.brand}
          aria-label={t('app.homeLink', { company: config.company.name })}
        >
          <Image
            src={config.logo.secondaryLogo || config.logo.primaryLogo}
            alt={config.company.name}
            h={44}
            w="auto"
          />
        </Link>
        <Box className={classes.side} style={{ justifyContent: 'flex-end' }}>
          <HeaderLoginAction variant="white" color="dark" />
        </Box>
      </Container>
      <Box className={classes.navRow} visibleFrom="md">
        <Group component="nav" aria-label={t('nav.label')} justify="center" gap="lg">
          {navItems}
        </Group>
      </Box>
      {opened ? (
        <Container size="xl" hiddenFrom="md" pb="md" id="mobile-nav">
          <Stack component="nav" aria-label={t('nav.label')} gap={2}>
            {navItems}
          </Stack>
          <Box mt="sm">
            <LanguageSwitch inverted />
          </Box>
        </Container>
      ) : null}
    </Box>
  );
}
