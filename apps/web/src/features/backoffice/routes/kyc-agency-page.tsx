import { useState } from 'react';
import { Anchor, Divider, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentLimit, DocumentMessage, type AgencyDocumentVersion } from '@portal/contracts';
import { z } from 'zod';
import { KycStatusBadge } from '../../../components/kyc/kyc-badges';
import { KycThread } from '../../../components/kyc/kyc-thread';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useKycAgency, useReviewDocument, useSendOperatorRemark } from '../api/kyc';
import { KycDocumentCard } from '../components/kyc-document-card';
import { KycDocumentViewer } from '../components/kyc-document-viewer';
import { ReasonModal } from '../components/reason-modal';
import '../../../components/kyc/i18n';
import '../kyc-i18n';
import '../i18n';
import { UnavailableDetail } from '../../../components/unavailable-detail';

const rejectRemark = z
  .string()
  .trim()
  .min(DocumentLimit.remarkMin, DocumentMessage.remarkLength)
  .max(DocumentLimit.remarkMax, DocumentMessage.remarkLength);
// An approval may carry a note; blank means none.
const approveRemark = z
  .string()
  .trim()
  .refine((text) => text === '' || text.length >= DocumentLimit.remarkMin, DocumentMessage.remarkLength)
  .refine((text) => text.length <= DocumentLimit.remarkMax, DocumentMessage.remarkLength);

type Decision = { version: AgencyDocumentVersion; decision: 'approve' | 'reject' };

/**
 * /backoffice/kyc/:agencyId (ReviewAgencyDocuments): an agency's KYC file: who it is, each kind of document with
 * its versions and a viewer, Approve or Reject (with the reason, mailed to the agency) on a document waiting for
 * review, and the conversation with the agency.
 */
export default function KycAgencyPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'kyc' });
  const { t: tk } = useTranslation('kyc');
  const { t: tb } = useTranslation('backoffice');
  const { agencyId = '' } = useParams();
  const location = useLocation();
  const file = useKycAgency(agencyId);
  const review = useReviewDocument();
  const sendRemark = useSendOperatorRemark(agencyId);
  const [viewing, setViewing] = useState<AgencyDocumentVersion | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const queueSearch = (location.state as { queueSearch?: string } | null)?.queueSearch ?? '';
  const back = (
    <Anchor component={Link} to={`/backoffice/kyc${queueSearch}`} size="sm">
      {t('back')}
    </Anchor>
  );

  if (file.isPending) return <Loader aria-label={t('loadingAgency')} />;
  if (!file.data) {
    return (
      <UnavailableDetail
        back={back}
        error={file.error}
        notFound={t('notFound')}
        failed={t('loadFailedAgency')}
        retry={t('retry')}
        onRetry={() => void file.refetch()}
      />
    );
  }

  const { agency, kycStatus, documents, remarks } = file.data;
  const decidingKind = deciding ? tk(`kinds.${deciding.version.kind}`) : '';
  const decide = async (remark: string) => {
    if (!deciding) return;
    setProblem(null);
    try {
      await review.mutateAsync({
        documentId: deciding.version.documentId,
        decision: deciding.decision,
        remark: remark.trim() || null,
      });
      showToast({
        color: 'green',
        message:
          deciding.decision === 'approve'
            ? t('approved', { kind: decidingKind })
            : t('rejected', { kind: decidingKind }),
      });
      setDeciding(null);
    } catch (error) {
      setProblem(errorMessage(error, t('decisionFailed')));
    }
  };

  const facts: Array<[string, string | null]> = [
    [t('type'), tb(`type.${agency.type}`)],
    [t('email'), agency.email],
    [t('phone'), agency.phone],
    [t('city'), agency.city],
    [t('tradeLicenseNumber'), agency.tradeLicenseNumber],
    [t('civilAviationNumber'), agency.civilAviationNumber],
  ];

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {agency.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('agencyIntro')}
          </Text>
        </Stack>
        <KycStatusBadge status={kycStatus} size="lg" />
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
          {facts.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value ?? '—'}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <Title order={2} size="h4">
        {t('documents')}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {documents.map((slot) => (
          <KycDocumentCard
            key={slot.kind}
            slot={slot}
            kindName={tk(`kinds.${slot.kind}`)}
            onView={setViewing}
            onDecide={(version, decision) => {
              setProblem(null);
              setDeciding({ version, decision });
            }}
          />
        ))}
      </SimpleGrid>
      <Divider />
      <KycThread remarks={remarks} side="operator" onSend={(message) => sendRemark.mutateAsync(message)} />
      <KycDocumentViewer
        document={viewing}
        title={viewing ? tk(`kinds.${viewing.kind}`) : ''}
        onClose={() => setViewing(null)}
      />
      <ReasonModal
        subject={deciding ? `${deciding.version.documentId}:${deciding.decision}` : null}
        onClose={() => setDeciding(null)}
        title={
          deciding?.decision === 'approve'
            ? t('approveTitle', { kind: decidingKind })
            : t('rejectTitle', { kind: decidingKind })
        }
        explanation={deciding?.decision === 'approve' ? t('approveExplanation') : t('rejectExplanation')}
        field={{
          label: deciding?.decision === 'approve' ? t('approveRemark') : t('rejectRemark'),
          required: deciding?.decision === 'reject',
          maxLength: DocumentLimit.remarkMax,
          minRows: 3,
        }}
        schema={deciding?.decision === 'approve' ? approveRemark : rejectRemark}
        confirmLabel={deciding?.decision === 'approve' ? t('approve') : t('reject')}
        confirmColor={deciding?.decision === 'approve' ? 'teal' : 'red'}
        problem={problem}
        onSubmit={decide}
      />
    </Stack>
  );
}
