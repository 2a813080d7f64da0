import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@portal/contracts';

/** Opens one deposit's details; its name says which, as a list row's button must. */
export function ViewDepositButton({
  deposit,
  onView,
}: {
  deposit: DepositView;
  onView: (deposit: DepositView) => void;
}) {
  const { t } = useTranslation('deposit');
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => onView(deposit)}
      aria-label={t('list.viewOf', { reference: deposit.reference })}
    >
      {t('list.view')}
    </Button>
  );
}
