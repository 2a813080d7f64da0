import { Alert, Anchor, Button, Container, Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/list-page/page-header';
import { useUserContext } from '../../../lib/session/user-context';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { CreditSummary } from '../components/credit-summary';
import { PassbookLines } from '../components/passbook-lines';
import '../i18n';

/**
 * /CreditLedger: the credit the provider grants the agency, how much the wallet uses (what it is below zero), and
 * the wallet's lines with the credit each balance leaves used. Without a credit limit it says so plainly.
 */
export default function CreditLedgerPage() {
  const { t } = useTranslation('ledger');
  const user = useUserContext();
  const wallet = useWalletBalance(user.data?.functionalities);
  const data = wallet.data;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader title={t('creditLedger.title')} intro={t('creditLedger.intro')} />
        {wallet.isPending ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="status" aria-label={t('table.loading')}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} h={76} radius="md" />
            ))}
          </SimpleGrid>
        ) : null}
        {wallet.isError && !data ? (
          <Alert color="red">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('summary.loadFailed')}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void wallet.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {data && data.creditLimit === 0 && data.walletBalance >= 0 ? (
          <Alert color="blue" title={t('creditLedger.noCredit')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('creditLedger.noCreditHint')}</Text>
              <Anchor component={Link} to="/my-transactions" size="sm" fw={600}>
                {t('creditLedger.toPaymentLedger')}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        {data && (data.creditLimit > 0 || data.walletBalance < 0) ? (
          <>
            <CreditSummary wallet={data} />
            <PassbookLines showCreditUsed />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
