import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgencyDocumentSlot, AgencyDocumentVersion } from '@portal/contracts';
import { DocumentCard, DocumentFileName } from '../../../components/kyc/document-card';
import { DocumentStatusBadge } from '../../../components/kyc/kyc-badges';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

/**
 * One kind of an agency's documents on the reviewer's side: the current version with its facts, a viewer, and
 * Approve / Reject while it waits for review; the earlier versions with what was decided on them.
 */
export function KycDocumentCard({
  slot,
  kindName,
  onView,
  onDecide,
}: {
  slot: AgencyDocumentSlot;
  kindName: string;
  onView: (version: AgencyDocumentVersion) => void;
  onDecide: (version: AgencyDocumentVersion, decision: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'kyc' });
  const dateTime = useTenantDateTime();
  const { current } = slot;
  const headingId = `kyc-${slot.kind}`;
  return (
    <DocumentCard slot={slot} kindName={kindName} headingId={headingId} requiredLabel={t('required')}>
      {current ? (
        <>
          <Stack gap={2}>
            <DocumentFileName version={current} unnamedLabel={t('unnamed')} />
            <Text size="xs" c="dimmed">
              {t('uploaded', {
                date: dateTime(current.uploadedAt),
                name: current.uploadedByName ?? t('agencySide'),
              })}
            </Text>
            {current.reviewedAt ? (
              <Text size="xs" c="dimmed">
                {t('reviewed', { date: dateTime(current.reviewedAt) })}
              </Text>
            ) : null}
          </Stack>
          {current.remark ? (
            <Alert color={current.status === 'rejected' ? 'red' : 'gray'} variant="light" title={t('remark')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {current.remark}
              </Text>
            </Alert>
          ) : null}
          <Group gap="sm" justify="space-between">
            <Button
              variant="light"
              size="sm"
              onClick={() => onView(current)}
              aria-label={t('viewNamed', { kind: kindName })}
            >
              {t('view')}
            </Button>
            {current.status === 'pending' ? (
              <Group gap="xs">
                <Button
                  size="sm"
                  variant="default"
                  color="red"
                  onClick={() => onDecide(current, 'reject')}
                  aria-label={t('rejectNamed', { kind: kindName })}
                >
                  {t('reject')}
                </Button>
                <Button
                  size="sm"
                  color="teal"
                  onClick={() => onDecide(current, 'approve')}
                  aria-label={t('approveNamed', { kind: kindName })}
                >
                  {t('approve')}
                </Button>
              </Group>
            ) : null}
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('missing')}
        </Text>
      )}
      {slot.history.length > 0 ? (
        <Stack gap={4}>
          <Text size="xs" fw={600} c="dimmed">
            {t('history')}
          </Text>
          {slot.history.map((version) => (
            <Group key={version.documentId} gap="xs" justify="space-between" wrap="nowrap">
              <Stack gap={0} miw={0}>
                <Text size="xs">{dateTime(version.uploadedAt)}</Text>
                {version.remark ? (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {version.remark}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <DocumentStatusBadge status={version.status} />
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => onView(version)}
                  aria-label={t('viewVersion', { kind: kindName, date: dateTime(version.uploadedAt) })}
                >
                  {t('view')}
                </Anchor>
              </Group>
            </Group>
          ))}
        </Stack>
      ) : null}
    </DocumentCard>
  );
}
