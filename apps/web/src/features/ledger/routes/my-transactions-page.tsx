import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/list-page/page-header';
import { ExportButtons } from '../components/export-buttons';
import { PassbookLines } from '../components/passbook-lines';
import '../i18n';

/** /my-transactions, the payment ledger (spec §2): the agency wallet's lines, filtered, paged and exportable. */
export default function MyTransactionsPage() {
  const { t } = useTranslation('ledger');
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader title={t('paymentLedger.title')} intro={t('paymentLedger.intro')} />
        <PassbookLines actions={(filters) => <ExportButtons filters={filters} />} />
      </Stack>
    </Container>
  );
}
