import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../components/export-buttons';
import { PassbookLines } from '../components/passbook-lines';
import '../i18n';

/** /my-transactions, the payment ledger (spec §2): the agency wallet's lines, filtered, paged and exportable. */
export default function MyTransactionsPage() {
  const { t } = useTranslation('ledger');
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('paymentLedger.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('paymentLedger.intro')}
          </Text>
        </Stack>
        <PassbookLines actions={(filters) => <ExportButtons filters={filters} />} />
      </Stack>
    </Container>
  );
}
