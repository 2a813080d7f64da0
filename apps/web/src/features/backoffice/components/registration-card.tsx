import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingRegistration } from '@portal/contracts';
import { showToast } from '../../../lib/toasts';
import { downloadDocument } from '../api/download-document';

const extension: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** One pending registration: its details, its documents and the two decisions. */
export function RegistrationCard({
  registration,
  onApprove,
  onReject,
  approving,
}: {
  registration: PendingRegistration;
  onApprove: () => void;
  onReject: () => void;
  approving: boolean;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const details: Array<[string, string]> = [
    [t('owner'), `${registration.owner.firstName} ${registration.owner.lastName}`],
    [t('email'), registration.owner.email],
    [t('phone'), registration.phone],
    [t('city'), registration.city ?? '—'],
    [t('zipCode'), registration.zipCode ?? '—'],
    [t('submitted'), new Date(registration.createdAt).toLocaleString(i18n.language)],
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={registration.agencyName}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} fz="lg">
              {registration.agencyName}
            </Title>
            <Badge variant="light" mt={4}>
              {t(`type.${registration.type}`)}
            </Badge>
          </div>
          <Group gap="xs">
            <Button color="green" onClick={onApprove} loading={approving}>
              {t('approve')}
            </Button>
            <Button color="red" variant="light" onClick={onReject}>
              {t('reject')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={6}>
          {details.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed">
            {t('address')}
          </Text>
          <Text size="sm">{registration.address}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            {t('documents')}
          </Text>
          <Group gap="xs">
            {registration.documents.map((document) => (
              <Button
                key={document.documentId}
                size="compact-sm"
                variant="default"
                onClick={() =>
                  void downloadDocument(
                    document.documentId,
                    `${document.kind}.${extension[document.contentType] ?? 'bin'}`,
                  ).catch(() => showToast({ message: t('downloadFailed'), color: 'red' }))
                }
              >
                {t(`document.${document.kind}`)}
              </Button>
            ))}
          </Group>
        </div>
      </Stack>
    </Card>
  );
}
