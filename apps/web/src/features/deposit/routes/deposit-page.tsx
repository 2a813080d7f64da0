import { Anchor, Container, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/list-page/page-header';
import { DepositRequest } from '../components/deposit-request';
import { MethodSwitcher } from '../components/method-switcher';
import { OnlinePayment } from '../components/online-payment';
import { isRequestMethod, methodOfPath } from '../utils/deposit-methods';
import '../i18n';

/**
 * The deposit pages (spec §2 "Deposit pages share one layout"): /bank-deposit, /bank-transfer, /cheque-deposit,
 * /mobile-banking, /credit-debit-card and /net-banking-card-payment. One layout with the method switcher; each
 * requestable method has its own form; card and net banking are paid through the gateway's hosted checkout.
 */
export default function DepositPage() {
  const { t } = useTranslation('deposit');
  const { pathname } = useLocation();
  const method = methodOfPath(pathname);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader
          title={t('page.title')}
          intro={t('page.intro')}
          actions={
            <Anchor component={Link} to="/deposit-list" size="sm" fw={600}>
              {t('page.toList')}
            </Anchor>
          }
        />
        <MethodSwitcher current={method} />
        {isRequestMethod(method) ? (
          <DepositRequest key={method} method={method} />
        ) : (
          <OnlinePayment key={method} page={method === 'card' ? 'card' : 'net_banking'} />
        )}
      </Stack>
    </Container>
  );
}
