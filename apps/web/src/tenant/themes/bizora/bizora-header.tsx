import { Box, Burger, Container, Group, Image, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { HeaderLoginAction } from '../../components/header-login-action';
import { headerLinks } from '../../components/public-links';
import { useTenantConfig } from '../../tenant-context';
import classes from './bizora-header.module.css';

/** The provider's header: logo left, navigation, language and login on the right; a menu button on phones. */
export function BizoraHeader() {
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
      <Container size="xl" className={classes.bar}>
        <Link
          to="/"
          className={classes.brand}
          aria-label={t('app.homeLink', { company: config.company.name })}
        >
          <Image src={config.logo.primaryLogo} alt={config.company.name} h={40} w="auto" />
        </Link>
        <Group component="nav" aria-label={t('nav.label')} gap={4} visibleFrom="md">
          {navItems}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          <HeaderLoginAction />
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls="mobile-nav"
          />
        </Group>
      </Container>
      {opened ? (
        <Container size="xl" hiddenFrom="md" pb="md" id="mobile-nav">
          <Stack component="nav" aria-label={t('nav.label')} gap={2}>
            {navItems}
          </Stack>
          <Box mt="sm" hiddenFrom="sm">
            <LanguageSwitch />
          </Box>
        </Container>
      ) : null}
    </Box>
  );
}
