import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeUser } from '@portal/contracts';

/** The user list: who they are, where they belong, and their sessions, with a way to end those sessions. */
export function UsersTable({
  users,
  onEndSessions,
}: {
  users: BackofficeUser[];
  onEndSessions: (user: BackofficeUser) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const formatTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

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
                  <Badge
                    variant="light"
                    color={user.status === 'active' ? 'green' : 'gray'}
                    miw="max-content"
                  >
                    {t(`users.statuses.${user.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{user.openSessions}</Table.Td>
                <Table.Td>{user.lastSignInAt ? formatTime(user.lastSignInAt) : t('users.never')}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="light"
                    disabled={user.openSessions === 0}
                    aria-label={t('users.endSessionsOf', { name })}
                    onClick={() => onEndSessions(user)}
                  >
                    {t('users.endSessions')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
