import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyProfile } from '@portal/contracts';

const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

function Contact({ name, email, phone }: { name: string; email: string; phone: string }) {
  return (
    <Stack gap={2}>
      {name ? (
        <Text size="sm" fw={600}>
          {name}
        </Text>
      ) : null}
      {email ? (
        <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Anchor>
      ) : null}
      {phone ? (
        <Anchor href={telOf(phone)} size="sm">
          {phone}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * Where the user stands and whom to call: their company, role and branch, the agency's account manager at the
 * provider (associated staff) and their branch's contacts.
 */
export function ContactsCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation('profile');
  const manager = profile.associatedStaff;
  const branch = profile.branch;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-contacts-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-contacts-title">
          {t('contacts.title')}
        </Title>
        <Stack gap={2}>
          {profile.companyName ? <Text size="sm">{profile.companyName}</Text> : null}
          <Text size="sm" c="dimmed">
            {t('contacts.role')}: {profile.isOwner ? t('contacts.owner') : (profile.roleName ?? '—')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('contacts.branch')}: {branch ? `${branch.name} (${branch.code})` : t('contacts.headOffice')}
          </Text>
        </Stack>
        <Divider />
        <Title order={3} size="h5">
          {t('contacts.manager')}
        </Title>
        {manager ? (
          <Contact name={manager.name} email={manager.email} phone={manager.phoneNumber} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('contacts.noManager')}
          </Text>
        )}
        {branch ? (
          <>
            <Divider />
            <Title order={3} size="h5">
              {t('contacts.branchContacts', { branch: branch.name })}
            </Title>
            <Contact name={branch.contactName} email={branch.email} phone={branch.phoneNumber} />
            {branch.address || branch.city ? (
              <Text size="sm" c="dimmed">
                {[branch.address, branch.city].filter(Boolean).join(', ')}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
