import { useEffect } from 'react';
import { Avatar, Box, Button, Container, Group, Image, Menu, Modal, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { isHttpStatus } from '../../../lib/api-errors';
import { clientStore } from '../../../lib/client-store';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useUserContext } from '../api/get-user-context';
import { useLocalLogout, useLogout } from '../api/logout';
import '../i18n';
import classes from './top-bar.module.css';

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** The authenticated top bar: the logo back to the search pad, who is signed in, and the profile menu. */
export function TopBar() {
  const { t } = useTranslation('searchpad');
  const config = useTenantConfig();
  const context = useUserContext();
  const logout = useLogout();
  const localLogout = useLocalLogout();
  const unauthorized = isHttpStatus(context.error, 401);
  const newToken = context.data?.authentic.newToken;

  // A 401 on the user context means the session is gone: log out (spec §4).
  useEffect(() => {
    if (unauthorized) localLogout();
  }, [unauthorized, localLogout]);

  // The server may rotate the session token; keep the new one.
  useEffect(() => {
    if (newToken && newToken !== clientStore.getState().token) clientStore.setState({ token: newToken });
  }, [newToken]);

  const user = context.data;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  return (
    <Box component="header" className={classes.bar}>
      <Container size="xl" className={classes.inner}>
        <Link to="/searchpad" className={classes.brand} aria-label={t('common:nav.searchPad')}>
          <Image src={config.logo.primaryLogo} alt={config.company.name} h={36} w="auto" />
        </Link>
        <Group gap="md" wrap="nowrap" component="nav" aria-label={t('topBar.label')}>
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          {user ? (
            <Menu position="bottom-end" width={220} shadow="md">
              <Menu.Target>
                <UnstyledButton className={classes.user} aria-label={t('topBar.profileMenu', { name })}>
                  <Avatar src={user.profileLogo} alt="" radius="xl" color="primary">
                    {initials(user.firstName, user.lastName)}
                  </Avatar>
                  <Box visibleFrom="xs" ta="left">
                    <Text size="sm" fw={600} lh={1.2}>
                      {name}
                    </Text>
                    {user.companyName ? (
                      <Text size="xs" c="dimmed" lh={1.2} className={classes.company}>
                        {user.companyName}
                      </Text>
                    ) : null}
                  </Box>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.email}</Menu.Label>
                <Menu.Item onClick={() => logout.mutate()} disabled={logout.isPending}>
                  {t('topBar.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : context.isError && !unauthorized ? (
            <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('topBar.logout')}
            </Button>
          ) : (
            <Skeleton h={36} w={160} radius="xl" role="status" aria-label={t('topBar.loading')} />
          )}
        </Group>
      </Container>
      <Modal
        opened={user?.authentic.forceLogout === true}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={t('common:session.logoutTitle')}
      >
        <Text mb="lg">{user?.authentic.logoutMessage || t('forceLogout')}</Text>
        <Group justify="flex-end">
          <Button onClick={localLogout}>{t('common:session.ok')}</Button>
        </Group>
      </Modal>
    </Box>
  );
}
