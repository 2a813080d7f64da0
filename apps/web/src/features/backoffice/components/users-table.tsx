import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeUser } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';

/** The user list: who they are, where they belong, and their sessions, with a way to end those sessions. */
export function UsersTable({
  users,
  onEndSessions,
}: {
  users: BackofficeUser[];
  onEndSessions: (user: BackofficeUser) => void;
}) {
  const { t } = useTranslation('backoffice');
  const formatTime = useFormatTime();

  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('users.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.name')}</Table.Th>
            <Table.Th>{t('users.email')}</Table.Th>
            <Table.Th>{t('users.agency')}</Table.Th>
            <Table.Th>{t('users.role')}</Table.Th>
            <Table.Th>{t('users.status')}</Table.Th>
            <Table.Th ta="right">{t('users.openSessions')}</Table.Th>
            <Table.Th>{t('users.lastSignIn')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('users.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <Table.Tr key={user.userId}>
                <Table.Th scope="row" fw={600}>
                  {name}
                </Table.Th>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  {user.agencyName ?? (
                    <Text span c="dimmed" size="sm">
                      {t('users.operator')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{t(`users.roles.${user.role}`)}</Table.Td>
                <Table.Td>
                  <UserStatusBadge user={user} />
                </Table.Td>
                <Table.Td ta="right">{user.openSessions}</Table.Td>
                <Table.Td>{user.lastSignInAt ? formatTime(user.lastSignInAt) : t('users.never')}</Table.Td>
                <Table.Td ta="right">
                  <EndSessionsButton user={user} onEndSessions={onEndSessions} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same users on a phone, one card each. */
export function UsersCards({
  users,
  onEndSessions,
}: {
  users: BackofficeUser[];
  onEndSessions: (user: BackofficeUser) => void;
}) {
  const { t } = useTranslation('backoffice');
  const formatTime = useFormatTime();
  return (
    <MoneyCards label={t('users.title')}>
      {users.map((user) => (
        <MoneyCard
          key={user.userId}
          reference={`${user.firstName} ${user.lastName}`}
          isName
          status={<UserStatusBadge user={user} />}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Text size="sm">
            {user.agencyName ?? t('users.operator')} · {t(`users.roles.${user.role}`)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('users.lastSignIn')}: {user.lastSignInAt ? formatTime(user.lastSignInAt) : t('users.never')} ·{' '}
            {t('users.openSessions')}: {user.openSessions}
          </Text>
          <Group justify="flex-end">
            <EndSessionsButton user={user} onEndSessions={onEndSessions} />
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}

function useFormatTime() {
  const { i18n } = useTranslation('backoffice');
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const statusColor: Record<BackofficeUser['status'], string> = {
  active: 'green',
  disabled: 'gray',
  invited: 'blue',
};

function UserStatusBadge({ user }: { user: BackofficeUser }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge variant="light" color={statusColor[user.status]} miw="max-content">
      {t(`users.statuses.${user.status}`)}
    </Badge>
  );
}

function EndSessionsButton({
  user,
  onEndSessions,
}: {
  user: BackofficeUser;
  onEndSessions: (user: BackofficeUser) => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Button
      size="compact-sm"
      color="red"
      variant="light"
      disabled={user.openSessions === 0}
      aria-label={t('users.endSessionsOf', { name: `${user.firstName} ${user.lastName}` })}
      onClick={() => onEndSessions(user)}
    >
      {t('users.endSessions')}
    </Button>
  );
}
