import { Alert, Button, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasFunctionality } from '@portal/contracts';
import { KycStatusBadge } from '../../../components/kyc/kyc-badges';
import { KycThread } from '../../../components/kyc/kyc-thread';
import { errorMessage } from '../../../lib/api-errors';
import { useDocuments, useKycRemarks, useSendKycRemark } from '../api/documents';
import { DocumentSlotCard } from './document-slot-card';

/**
 * The agency's KYC documents: the overall status, one card per kind (current file, review, remark, upload and
 * older versions) and the conversation with the KYC team. Uploading and answering need EditCompanyInfo.
 */
export function DocumentsTab({ functionalities }: { functionalities: readonly number[] }) {
  const { t } = useTranslation('companySettings');
  const documents = useDocuments();
  const remarks = useKycRemarks();
  const send = useSendKycRemark();
  const canEdit = hasFunctionality(functionalities, 'EditCompanyInfo');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} maw={640}>
          <Title order={2} size="h4">
            {t('documents.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('documents.intro')}
          </Text>
        </Stack>
        {documents.data ? (
          <Group gap="xs">
            <Text size="sm">{t('documents.status')}</Text>
            <KycStatusBadge status={documents.data.kycStatus} />
          </Group>
        ) : null}
      </Group>
      {documents.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label={t('common.loading')}>
          <Skeleton h={180} radius="md" />
          <Skeleton h={180} radius="md" />
        </SimpleGrid>
      ) : documents.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(documents.error, t('documents.loadFailed'))}</Text>
            <Button size="compact-sm" variant="white" onClick={() => void documents.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {documents.data.documents.map((slot) => (
            <DocumentSlotCard key={slot.kind} slot={slot} canEdit={canEdit} />
          ))}
        </SimpleGrid>
      )}
      <Divider />
      {remarks.data ? (
        <KycThread
          remarks={remarks.data.remarks}
          side="agency"
          onSend={canEdit ? (message) => send.mutateAsync(message) : undefined}
        />
      ) : remarks.isError ? (
        <Alert color="red">{errorMessage(remarks.error, t('documents.remarksFailed'))}</Alert>
      ) : (
        <Skeleton h={120} radius="md" />
      )}
    </Stack>
  );
}
