import { Anchor, Avatar, Box, Button, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserContext } from '@portal/contracts';
import { displayCompanyName } from '../../lib/company-name';
import { useLogoImage } from '../company-logo/use-logo-image';
import { LanguageSwitch } from '../language-switch';
import { Chevron, HeadsetIcon } from './frame-icons';
import classes from './top-bar.module.css';

/** The operator who looks after the agency, with mail and phone links. */
export function AccountManagerDetails({ staff }: { staff: UserContext['associatedStaff'] }) {
  const { t } = useTranslation('frame');
  if (!staff) return <Text size="sm">{t('accountManager.none')}</Text>;
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {staff.name}
      </Text>
      <Anchor
        href={`mailto:${staff.email}`}
        size="sm"
        aria-label={t('accountManager.email', { name: staff.name })}
      >
        {staff.email}
      </Anchor>
      {staff.phoneNumber ? (
        <Anchor
          href={`tel:${staff.phoneNumber.replace(/[^+\d]/g, '')}`}
          size="sm"
          aria-label={t('accountManager.phone', { name: staff.name })}
        >
          {staff.phoneNumber}
        </Anchor>
      ) : null}
    </Stack>
  );
}

export function AccountManagerMenu({ staff }: { staff: UserContext['associatedStaff'] }) {
  const { t } = useTranslation('frame');
  return (
    <Menu position="bottom-end" width={280} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          px="sm"
          leftSection={<HeadsetIcon />}
          rightSection={<Chevron />}
          aria-label={t('accountManager.label')}
        >
          {/* The word needs room the balance and the user's name take first; the button keeps its name. */}
          <Box component="span" visibleFrom="xl">
            {t('accountManager.label')}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('accountManager.title')}</Menu.Label>
        <Box px="sm" pb="xs">
          <AccountManagerDetails staff={staff} />
        </Box>
      </Menu.Dropdown>
    </Menu>
  );
}

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** Who is signed in, and the profile menu: View profile, Help, Logout. */
export function ProfileMenu({
  user,
  onLogout,
  loggingOut,
}: {
  user: UserContext;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation('frame');
  const name = `${user.firstName} ${user.lastName}`.trim();
  // The photo is served to the session only, so it is fetched with the token and shown from memory.
  const photo = useLogoImage(user.profileLogo);
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.user} aria-label={t('profile.menu', { name })}>
          <Avatar src={photo} alt="" radius="xl" color="primary" data-testid="profile-avatar">
            {initials(user.firstName, user.lastName)}
          </Avatar>
          <Box visibleFrom="md" ta="left" className={classes.who}>
            <Text size="sm" fw={600} lh={1.2} className={classes.name}>
              {name}
            </Text>
            {user.companyName ? (
              <Text size="xs" c="dimmed" lh={1.2} className={classes.company} title={user.companyName}>
                {displayCompanyName(user.companyName)}
              </Text>
            ) : null}
          </Box>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/my-profile">
          {t('profile.viewProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/help">
          {t('profile.help')}
        </Menu.Item>
        <Menu.Divider />
        <Box px="sm" py={4}>
          <LanguageSwitch />
        </Box>
        <Menu.Divider />
        <Menu.Item onClick={onLogout} disabled={loggingOut}>
          {t('profile.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
