import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
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
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('page.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('page.intro')}
            </Text>
          </Stack>
          <Anchor component={Link} to="/deposit-list" size="sm" fw={600}>
            {t('page.toList')}
          </Anchor>
        </Group>
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
