import { ActionIcon, Box, Burger, Button, Container, Group, Image, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserContext } from '@portal/contracts';
import { useTenantConfig } from '../../tenant/tenant-context';
import { displayCompanyName } from '../../lib/company-name';
import { useLogoImage } from '../company-logo/use-logo-image';
import { canSeeWallet } from '../../lib/wallet-balance';
import { AccountManagerMenu, ProfileMenu } from './account-menus';
import { BalanceMenu } from './balance-menu';
import { BankDetailsModal } from './bank-details-modal';
import { SearchIcon } from './frame-icons';
import { productLinks, quickLinks, searchPadLinks } from './frame-links';
import { HeaderSearch } from './header-search';
import { MobileDrawer } from './mobile-drawer';
import { LinkMenu } from './nav-menus';
import './i18n';
import classes from './top-bar.module.css';

interface TopBarProps {
  user: UserContext | undefined;
  /** The context failed for another reason than a dead session: still offer a way out. */
  failed: boolean;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * The authenticated top bar (spec §2): logo to the search pad, the Search Pad, Quick Links and Our Products
 * dropdowns, the header search, balance, account manager and profile menus; on phones a burger and a drawer.
 */
export function TopBar({ user, failed, onLogout, loggingOut }: TopBarProps) {
  const { t } = useTranslation('frame');
  const config = useTenantConfig();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [searchOpened, search] = useDisclosure(false);
  const [bankDetailsOpened, bankDetails] = useDisclosure(false);
  const functionalities = user?.functionalities ?? [];
  // The agency's own logo replaces the tenant's once it has loaded; until then (or without one) the tenant's shows.
  const agencyLogo = useLogoImage(user?.companyLogo);
  const groups = [
    { key: 'searchPad', label: t('topBar.searchPad'), links: searchPadLinks(functionalities) },
    { key: 'quickLinks', label: t('topBar.quickLinks'), links: quickLinks(functionalities) },
    { key: 'ourProducts', label: t('topBar.ourProducts'), links: productLinks(config.isMain) },
  ];

  return (
    <Box component="header" className={classes.bar}>
      <Container size="100%" px={{ base: 'sm', md: 'lg' }} className={classes.inner}>
        <Group gap="xs" wrap="nowrap" className={classes.start}>
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={drawerOpened ? t('topBar.closeMenu') : t('topBar.openMenu')}
            aria-expanded={drawerOpened}
            aria-controls="app-mobile-nav"
          />
          {agencyLogo && user?.companyName ? (
            <Link
              to="/searchpad"
              className={classes.brand}
              aria-label={t('topBar.logo', { company: user.companyName })}
            >
              <Image
                src={agencyLogo}
                alt=""
                h={34}
                w="auto"
                maw={{ base: '28vw', sm: 140 }}
                fit="contain"
                data-agency-logo
              />
              <Text component="span" fw={600} className={classes.agencyName} title={user.companyName}>
                {displayCompanyName(user.companyName)}
              </Text>
            </Link>
          ) : (
            <Link
              to="/searchpad"
              className={classes.brand}
              aria-label={t('topBar.logo', { company: config.company.name })}
            >
              <Image src={config.logo.primaryLogo} alt="" h={34} w="auto" />
            </Link>
          )}
          {user ? (
            <Group gap={0} wrap="nowrap" component="nav" aria-label={t('topBar.navLabel')} visibleFrom="md">
              {groups.map((group) => (
                <LinkMenu
                  key={group.key}
                  label={group.label}
                  links={group.links}
                  onBankDetails={bankDetails.open}
                />
              ))}
            </Group>
          ) : null}
        </Group>

        <Group
          gap="xs"
          wrap="nowrap"
          justify="flex-end"
          aria-label={t('topBar.label')}
          role="group"
          className={classes.end}
        >
          {user ? (
            <>
              {/* Between tablet and desktop widths the menus need the room: the search folds into its button.
                  From there it takes what room is left, so the bar never grows wider than the window. */}
              <Box visibleFrom="lg" className={classes.search}>
                <HeaderSearch />
              </Box>
              <ActionIcon
                hiddenFrom="lg"
                variant="subtle"
                color="dark"
                size="lg"
                onClick={search.toggle}
                aria-label={searchOpened ? t('search.close') : t('search.open')}
                aria-expanded={searchOpened}
              >
                <SearchIcon />
              </ActionIcon>
              {canSeeWallet(functionalities) ? (
                <Box visibleFrom="md">
                  <BalanceMenu functionalities={functionalities} />
                </Box>
              ) : null}
              <Box visibleFrom="md">
                <AccountManagerMenu staff={user.associatedStaff} />
              </Box>
              <ProfileMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
            </>
          ) : failed ? (
            <Button variant="default" onClick={onLogout} loading={loggingOut}>
              {t('profile.logout')}
            </Button>
          ) : (
            <Skeleton h={36} w={160} radius="xl" role="status" aria-label={t('profile.loading')} />
          )}
        </Group>
      </Container>
      {searchOpened && user ? (
        <Box hiddenFrom="lg" px="sm" pb="sm">
          <HeaderSearch autoFocus onDone={search.close} />
        </Box>
      ) : null}
      <MobileDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        user={user}
        groups={groups}
        onBankDetails={bankDetails.open}
        onLogout={onLogout}
      />
      <BankDetailsModal opened={bankDetailsOpened} onClose={bankDetails.close} />
    </Box>
  );
}
