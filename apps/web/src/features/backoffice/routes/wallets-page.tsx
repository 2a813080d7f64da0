import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgencyWallet } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useAgencyWallets } from '../api/agency-wallets';
import { usePostAdjustment } from '../api/post-adjustment';
import { useSetCreditLimit } from '../api/set-credit-limit';
import { AdjustBalanceModal, type Adjustment } from '../components/adjust-balance-modal';
import { SetCreditLimitModal } from '../components/set-credit-limit-modal';
import { WalletsTable } from '../components/wallets-table';
import '../i18n';

/**
 * /backoffice/wallets: every agency's wallet, searchable by name. Operators set an agency's credit limit and credit
 * or debit its wallet by hand; each adjustment is posted once, however often it is submitted.
 */
export default function WalletsPage() {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const wallets = useAgencyWallets();
  const setCreditLimit = useSetCreditLimit();
  const postAdjustment = usePostAdjustment();
  const submissions = useSubmissionKeys();
  const [search, setSearch] = useState('');
  const [limitingId, setLimitingId] = useState<string | null>(null);
  const [adjustingId, setAdjustingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const needle = search.trim().toLocaleLowerCase();
  const shown = (wallets.data ?? []).filter((wallet) =>
    wallet.agencyName.toLocaleLowerCase().includes(needle),
  );
  // The modals show the agency as the list last read it, so a refusal's refresh is seen at once.
  const walletOf = (agencyId: string | null): AgencyWallet | null =>
    wallets.data?.find((wallet) => wallet.agencyId === agencyId) ?? null;
  const limiting = walletOf(limitingId);
  const adjusting = walletOf(adjustingId);

  const submitCreditLimit = async (creditLimit: number) => {
    if (!limiting) return false;
    try {
      const wallet = await setCreditLimit.mutateAsync({
        agencyId: limiting.agencyId,
        currency: limiting.currency,
        creditLimit,
      });
      showToast({
        message: t('wallets.creditLimitSet', {
          agency: wallet.agencyName,
          limit: money(wallet.creditLimit, wallet.currency),
        }),
        color: 'green',
      });
      setLimitingId(null);
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    }
  };

  const submitAdjustment = async (adjustment: Adjustment) => {
    if (!adjusting) return false;
    const body = { agencyId: adjusting.agencyId, currency: adjusting.currency, ...adjustment };
    try {
      const posted = await postAdjustment.mutateAsync({ body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      showToast({
        message: t(adjustment.direction === 'credit' ? 'wallets.credited' : 'wallets.debited', {
          agency: adjusting.agencyName,
          amount: money(adjustment.amount, posted.currency),
          balance: money(posted.walletBalance, posted.currency),
        }),
        color: 'green',
      });
      setAdjustingId(null);
      return true;
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('wallets.inDoubt') : errorMessage(error));
      return false;
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('wallets.title')} intro={t('wallets.intro')} introWidth={680} />
      <Group align="flex-end" justify="space-between" gap="sm">
        <TextInput
          type="search"
          label={t('wallets.search')}
          placeholder={t('wallets.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
          rightSection={wallets.isFetching && wallets.data ? <Loader size="xs" /> : null}
        />
        {wallets.data ? (
          <Text size="sm" c="dimmed" role="status">
            {t('wallets.total', { number: shown.length })}
          </Text>
        ) : null}
      </Group>
      {wallets.isPending ? <Loader aria-label={t('wallets.title')} /> : null}
      {wallets.isError ? (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('wallets.loadFailed')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void wallets.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {wallets.data && shown.length === 0 ? (
        <Text c="dimmed">{needle ? t('wallets.noMatch') : t('wallets.empty')}</Text>
      ) : null}
      {shown.length > 0 ? (
        <WalletsTable
          wallets={shown}
          onSetCreditLimit={(wallet) => {
            setProblem(null);
            setLimitingId(wallet.agencyId);
          }}
          onAdjust={(wallet) => {
            setProblem(null);
            setAdjustingId(wallet.agencyId);
          }}
        />
      ) : null}
      <SetCreditLimitModal
        wallet={limiting}
        problem={problem}
        onClose={() => setLimitingId(null)}
        onSubmit={submitCreditLimit}
      />
      <AdjustBalanceModal
        wallet={adjusting}
        problem={problem}
        onClose={() => setAdjustingId(null)}
        onSubmit={submitAdjustment}
      />
    </Stack>
  );
}
