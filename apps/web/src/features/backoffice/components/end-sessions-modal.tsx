import { useTranslation } from 'react-i18next';
import { TextLimit, type BackofficeUser } from '@portal/contracts';
import { ReasonModal } from './reason-modal';

/**
 * Confirms ending a user's sessions, with an optional message for the logout notice; left empty, the server's
 * standard message is shown instead.
 */
export function EndSessionsModal({
  user,
  onClose,
  onConfirm,
  problem,
}: {
  user: BackofficeUser | null;
  onClose: () => void;
  /** Answers whether the sessions were ended; on a failure the typed message stays for another try. */
  onConfirm: (logoutMessage: string | undefined) => Promise<boolean>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  return (
    <ReasonModal
      subject={user?.userId ?? null}
      onClose={onClose}
      title={t('users.endSessionsOf', { name })}
      explanation={t('users.endSessionsExplained', { email: user?.email ?? '' })}
      field={{
        label: t('users.message'),
        description: t('users.messageHint'),
        maxLength: TextLimit.short,
        minRows: 2,
      }}
      confirmLabel={t('users.confirm')}
      problem={problem}
      onSubmit={(logoutMessage) => onConfirm(logoutMessage.trim() || undefined)}
    />
  );
}
