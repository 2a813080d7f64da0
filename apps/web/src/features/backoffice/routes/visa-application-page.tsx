import { useState } from 'react';
import { Alert, Anchor, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ZRejectVisaApplicationBody,
  type VisaApplicant,
  type VisaApplication,
  type VisaDocument,
} from '@portal/contracts';
import { FigureRows } from '../../../components/hotel/figure-rows';
import { PageHeader } from '../../../components/list-page/page-header';
import { Checklist } from '../../../components/visa/checklist';
import { ProductFacts } from '../../../components/visa/product-facts';
import { useCountryName } from '../../../components/visa/use-country-name';
import { applicantName, VisaApplicantCard } from '../../../components/visa/visa-applicant-card';
import { VisaCorrections } from '../../../components/visa/visa-corrections';
import { VisaHistory } from '../../../components/visa/visa-history';
import { VisaStatusBadge } from '../../../components/visa/visa-status-badge';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import {
  useDecideVisaApplication,
  useDownloadVisaDeskDocument,
  type VisaDecision,
} from '../api/decide-visa-application';
import { useVisaDeskApplication } from '../api/visa-desk';
import { AskVisaCorrectionModal } from '../components/ask-visa-correction-modal';
import { ReasonModal } from '../components/reason-modal';
import { UploadVisaButton } from '../components/upload-visa-button';
import '../../../components/visa/i18n';
import '../visa-i18n';
import '../i18n';
import { UnavailableDetail } from '../../../components/unavailable-detail';

type Opened = 'correction' | 'submit' | 'approve' | 'reject' | null;

/** What the application waits for now, in a sentence. */
function nextStep(
  application: VisaApplication,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  switch (application.status) {
    case 'Requested':
      return t('next.received');
    case 'CorrectionAsked':
      return t('next.correction');
    case 'InProcess': {
      const missing = application.applicants.filter((applicant) => !applicant.visa).length;
      return missing > 0 ? t('next.submitted', { count: missing }) : t('next.readyToApprove');
    }
    case 'Completed':
      return t('next.approved');
    case 'Rejected':
      return t('next.rejected');
    case 'Cancelled':
      return t('next.cancelled');
    default:
      return '';
  }
}

/**
 * /backoffice/visa-applications/:reference (ProcessVisaApplications): one application as the desk works it: the
 * applicants with every document to download, and the steps its status allows: ask for documents again, submit to
 * the embassy, attach each applicant's visa, approve once every visa is attached, or reject with the reason. When the
 * agency or another operator moved it first (409), the message shows and the application is read again.
 */
export default function VisaApplicationPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaDesk' });
  const { reference = '' } = useParams();
  const location = useLocation();
  const query = useVisaDeskApplication(reference);
  const decide = useDecideVisaApplication();
  const download = useDownloadVisaDeskDocument();
  const money = useMoney();
  const day = useCalendarDay();
  const time = useTenantDateTime();
  const countryName = useCountryName();
  const [opened, setOpened] = useState<Opened>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const queueSearch = (location.state as { queueSearch?: string } | null)?.queueSearch ?? '';
  const back = (
    <Anchor component={Link} to={`/backoffice/visa-applications${queueSearch}`} size="sm">
      {t('back')}
    </Anchor>
  );

  if (query.isPending) return <Loader aria-label={t('loadingApplication')} />;
  if (!query.data) {
    return (
      <UnavailableDetail
        back={back}
        error={query.error}
        notFound={t('notFound', { reference })}
        failed={t('loadFailedApplication')}
        retry={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const application = query.data;
  const { can } = application;

  /** Runs a step; a refusal because the application moved on is said above it, and it is read again. */
  const run = async (decision: VisaDecision, done: string): Promise<boolean> => {
    setProblem(null);
    setNotice(null);
    try {
      await decide.mutateAsync(decision);
      showToast({ color: 'green', message: done });
      setOpened(null);
      return true;
    } catch (error) {
      if (isHttpStatus(error, 409)) {
        setNotice(errorMessage(error));
        setOpened(null);
        void query.refetch();
      } else if (decision.action === 'uploadVisa') {
        setNotice(errorMessage(error));
      } else {
        setProblem(errorMessage(error));
      }
      return false;
    }
  };

  const uploadVisa = async (applicant: VisaApplicant, file: File) => {
    setUploading(applicant.applicantId);
    try {
      await run(
        {
          action: 'uploadVisa',
          body: { orderReference: application.orderReference, applicantId: applicant.applicantId, file },
        },
        t('visa.uploaded', { name: applicantName(applicant) }),
      );
    } finally {
      setUploading(null);
    }
  };

  const fetchDocument = async (document: VisaDocument, applicant: VisaApplicant) => {
    setNotice(null);
    setDownloading(document.documentId);
    try {
      await download.mutateAsync({
        reference: application.orderReference,
        documentId: document.documentId,
        fileName: `${applicantName(applicant)} ${document.fileName}`,
      });
    } catch (error) {
      setNotice(errorMessage(error, t('downloadFailed')));
    } finally {
      setDownloading(null);
    }
  };

  const missingVisas = application.applicants.filter((applicant) => !applicant.visa).length;
  // Approve shows while submitted even when it cannot be pressed yet, with what it waits for.
  const steps = can.askCorrection || can.submit || can.reject || application.status === 'InProcess';

  return (
    <Stack gap="md">
      {back}
      <Stack gap={6}>
        <PageHeader title={t('applicationTitle', { reference: application.orderReference })} />
        <Group gap="xs">
          <VisaStatusBadge status={application.status} testId="visa-desk-status" />
          <Text size="sm" c="dimmed">
            {t('appliedBy', {
              agency: application.agencyName,
              name: application.appliedBy,
              time: time(application.appliedAt),
            })}
          </Text>
          {query.isFetching ? <Loader size="xs" aria-label={t('loadingApplication')} /> : null}
        </Group>
      </Stack>
      <Text size="sm" role="status">
        {nextStep(application, t)}
      </Text>
      {notice ? (
        <Alert
          color="orange"
          role="alert"
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      ) : null}
      {steps ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-steps-title">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h4" id="visa-steps-title">
                {t('steps.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t(
                  application.status === 'InProcess'
                    ? 'steps.introSubmitted'
                    : application.status === 'CorrectionAsked'
                      ? 'steps.introCorrection'
                      : 'steps.introReceived',
                )}
              </Text>
            </Stack>
            <Group gap="xs">
              {can.askCorrection ? (
                <Button variant="light" color="orange" onClick={() => setOpened('correction')}>
                  {t('steps.askCorrection')}
                </Button>
              ) : null}
              {can.submit ? <Button onClick={() => setOpened('submit')}>{t('steps.submit')}</Button> : null}
              {application.status === 'InProcess' ? (
                <Button
                  color="green"
                  autoContrast
                  disabled={!can.approve}
                  onClick={() => setOpened('approve')}
                >
                  {t('steps.approve')}
                </Button>
              ) : null}
              {can.reject ? (
                <Button color="red" variant="light" onClick={() => setOpened('reject')}>
                  {t('steps.reject')}
                </Button>
              ) : null}
            </Group>
          </Group>
          {application.status === 'InProcess' && !can.approve ? (
            <Text size="xs" c="dimmed" mt="xs">
              {t('steps.approveNeedsVisas', { count: missingVisas })}
            </Text>
          ) : null}
        </Paper>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md" component="section" aria-label={t('applicants')}>
            {application.applicants.map((applicant) => (
              <VisaApplicantCard
                key={applicant.applicantId}
                applicant={applicant}
                onDownload={(document) => void fetchDocument(document, applicant)}
                downloading={downloading}
                actions={
                  can.uploadVisa ? (
                    <UploadVisaButton
                      applicant={applicant}
                      pending={uploading === applicant.applicantId}
                      onUpload={(file) => uploadVisa(applicant, file)}
                    />
                  ) : undefined
                }
              />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-desk-product">
            <Stack gap="sm">
              <Title order={2} fz="lg" id="visa-desk-product">
                {application.product.title}
              </Title>
              <Text size="sm">
                {t('travel', {
                  destination: countryName(application.product.countryCode, application.product.countryName),
                  date: day(application.travelDate),
                  nationality: countryName(application.nationality),
                })}
              </Text>
              <ProductFacts product={application.product} />
              <FigureRows
                rows={[
                  { label: t('money.governmentFee'), value: money(application.fees.governmentFee) },
                  { label: t('money.serviceFee'), value: money(application.fees.serviceFee) },
                  { label: t('money.paid'), value: money(application.payment.amount), strong: true },
                  application.refund
                    ? { label: t('money.refunded'), value: money(application.refund.amount) }
                    : null,
                ]}
              />
              {application.closingNote ? (
                <Text size="sm">{t('closingNote', { note: application.closingNote })}</Text>
              ) : null}
              <details>
                <summary style={{ cursor: 'pointer' }}>
                  <Text span size="sm" fw={600}>
                    {t('checklist')}
                  </Text>
                </summary>
                <Stack gap="xs" pt="xs">
                  <Checklist items={application.product.checklist} />
                </Stack>
              </details>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {application.corrections ? <VisaCorrections corrections={application.corrections} /> : null}
      {application.history ? <VisaHistory history={application.history} /> : null}
      <AskVisaCorrectionModal
        application={application}
        opened={opened === 'correction'}
        onClose={() => setOpened(null)}
        problem={problem}
        pending={decide.isPending}
        onAsk={(body) =>
          void run(
            { action: 'askCorrection', body },
            t('correction.asked', { reference: application.orderReference }),
          )
        }
      />
      <ReasonModal
        subject={opened === 'submit' ? application.orderReference : null}
        onClose={() => setOpened(null)}
        title={t('submit.title', { reference: application.orderReference })}
        explanation={t('submit.explanation')}
        field={{ label: t('submit.note'), maxLength: 500, minRows: 2 }}
        confirmLabel={t('submit.confirm')}
        confirmColor="blue"
        problem={problem}
        onSubmit={(note) =>
          run(
            {
              action: 'submit',
              body: { orderReference: application.orderReference, ...(note.trim() ? { note } : {}) },
            },
            t('submit.done', { reference: application.orderReference }),
          )
        }
      />
      <ReasonModal
        subject={opened === 'approve' ? application.orderReference : null}
        onClose={() => setOpened(null)}
        title={t('approve.title', { reference: application.orderReference })}
        explanation={t('approve.explanation', { agency: application.agencyName })}
        field={{ label: t('approve.note'), maxLength: 500, minRows: 2 }}
        confirmLabel={t('approve.confirm')}
        confirmColor="green"
        problem={problem}
        onSubmit={(note) =>
          run(
            {
              action: 'approve',
              body: { orderReference: application.orderReference, ...(note.trim() ? { note } : {}) },
            },
            t('approve.done', { reference: application.orderReference }),
          )
        }
      />
      <ReasonModal
        subject={opened === 'reject' ? application.orderReference : null}
        onClose={() => setOpened(null)}
        title={t('reject.title', { reference: application.orderReference })}
        explanation={t(
          application.status === 'InProcess' ? 'reject.explanation' : 'reject.explanationBeforeSubmission',
        )}
        field={{ label: t('reject.reason'), required: true, maxLength: 500, minRows: 3 }}
        schema={ZRejectVisaApplicationBody.shape.reason}
        confirmLabel={t('reject.confirm')}
        problem={problem}
        onSubmit={(reason) =>
          run(
            { action: 'reject', body: { orderReference: application.orderReference, reason } },
            t('reject.done', { reference: application.orderReference }),
          )
        }
      />
    </Stack>
  );
}
