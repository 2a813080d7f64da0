import { useState } from 'react';
import { Alert, Button, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { BackofficeUser } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useBackofficeUsers } from '../api/backoffice-users';
import { useEndUserSessions } from '../api/end-user-sessions';
import { EndSessionsModal } from '../components/end-sessions-modal';
import { UsersTable } from '../components/users-table';
import '../i18n';

/** /backoffice/users: the tenant's users, searchable and paged; an operator ends a user's sessions from here. */
export default function UsersPage() {
  const { t } = useTranslation('backoffice');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [pageState, setPageState] = useState({ search: '', page: 1 });
  // A new search starts again from its first page.
  const page = pageState.search === search ? pageState.page : 1;
  const users = useBackofficeUsers({ search, page });
  const endSessions = useEndUserSessions();
  const [ending, setEnding] = useState<BackofficeUser | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <PageHeader title={t('users.title')} />
      <Group align="flex-end" justify="space-between" gap="sm">
        <TextInput
          type="search"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
          rightSection={users.isFetching ? <Loader size="xs" /> : null}
        />
        {data ? (
          <Text size="sm" c="dimmed" role="status">
            {t('users.total', { number: data.total })}
          </Text>
        ) : null}
      </Group>
      {users.isPending ? <Loader aria-label={t('users.title')} /> : null}
      {users.isError ? (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('users.loadFailed')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void users.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {data && data.users.length === 0 ? <Text c="dimmed">{t('users.empty')}</Text> : null}
      {data && data.users.length > 0 ? (
        <UsersTable
          users={data.users}
          onEndSessions={(user) => {
            setProblem(null);
            setEnding(user);
          }}
        />
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => setPageState({ search, page: next })}
          getControlProps={(control) => ({ 'aria-label': t(`users.pageControl.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('users.pageNumber', { number }) })}
          aria-label={t('users.pages')}
        />
      ) : null}
      <EndSessionsModal
        user={ending}
        problem={problem}
        onClose={() => setEnding(null)}
        onConfirm={async (logoutMessage) => {
          if (!ending) return false;
          try {
            const result = await endSessions.mutateAsync({
              userId: ending.userId,
              ...(logoutMessage ? { logoutMessage } : {}),
            });
            showToast({ message: t('users.ended', { number: result.endedSessions }), color: 'green' });
            setEnding(null);
            return true;
          } catch (error) {
            setProblem(errorMessage(error));
            return false;
          }
        }}
      />
    </Stack>
  );
}
