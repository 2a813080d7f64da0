import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLimit, type BackofficeUser } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
import { useAddressFilters } from '../../../lib/address-filters';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useBackofficeUsers } from '../api/backoffice-users';
import { useEndUserSessions } from '../api/end-user-sessions';
import { EndSessionsModal } from '../components/end-sessions-modal';
import { UsersCards, UsersTable } from '../components/users-table';
import { searchPageFiltersFromSearch, searchPageFiltersToSearch } from '../utils/search-page-filters';
import '../i18n';

/** /backoffice/users: the tenant's users, searchable and paged; an operator ends a user's sessions from here. */
export default function UsersPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'users' });
  const { filters, update } = useAddressFilters(searchPageFiltersFromSearch, searchPageFiltersToSearch);
  const users = useBackofficeUsers(filters);
  const endSessions = useEndUserSessions();
  const [ending, setEnding] = useState<BackofficeUser | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onEndSessions = (user: BackofficeUser) => {
    setProblem(null);
    setEnding(user);
  };

  return (
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      filterBar={
        <QueueSearchField
          value={filters.search}
          onChange={(search) => update({ search })}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          maxLength={TextLimit.short}
          searching={users.isFetching && users.isPlaceholderData}
          width={360}
        />
      }
      filters={filters}
      update={update}
      query={users}
      rowsOf={(page) => page.users.length}
      texts={{
        count: (total) => t('total', { number: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: t('empty'),
      }}
      table={(page) => <UsersTable users={page.users} onEndSessions={onEndSessions} />}
      cards={(page) => <UsersCards users={page.users} onEndSessions={onEndSessions} />}
    >
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
            showToast({ message: t('ended', { number: result.endedSessions }), color: 'green' });
            setEnding(null);
            return true;
          } catch (error) {
            setProblem(errorMessage(error));
            return false;
          }
        }}
      />
    </ListPage>
  );
}
