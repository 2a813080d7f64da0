import { useState } from 'react';
import { Alert, Anchor, Button, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZVisaOrderReference, type VisaApplicant, type VisaDocument } from '@portal/contracts';
import { applicantName, VisaApplicantCard } from '../../../components/visa/visa-applicant-card';
import { VisaCorrections } from '../../../components/visa/visa-corrections';
import { VisaHistory } from '../../../components/visa/visa-history';
import { VisaStatusBadge } from '../../../components/visa/visa-status-badge';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { canOpen } from '../../../lib/app-access';
import { useUserContext } from '../../../lib/session/user-context';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useDownloadVisaFile } from '../api/download-visa-file';
import { useVisaApplication } from '../api/get-application';
import { ApplicationMoney } from '../components/application-money';
import { ApplicationState } from '../components/application-state';
import { ApplicationSteps } from '../components/application-steps';
import { AppliedProduct } from '../components/applied-product';
import { CancelApplicationModal } from '../components/cancel-application-modal';
import { CorrectionForm } from '../components/correction-form';
import { EditApplicationModal } from '../components/edit-application-modal';
import { visaPrintPreviewPath, VisaPages } from '../utils/search-url';
import { translateVisaMessage } from '../utils/visa-message';
import '../application-i18n';

/**
 * /visa-order?orderReference= (ViewVisaBooking; the header search lands here): one application with its status and
 * where it is on its way, the correction form when the visa desk asks for documents again, the applicants with their
 * documents and, once approved, each visa to download; the visa and the fees, the history and the corrections (by
 * permission), and what may be done now: edit, cancel with the refund quoted, print the invoice.
 */
export default function VisaOrderPage() {
  const { t } = useTranslation('visa');
  const [params] = useSearchParams();
  const parsed = ZVisaOrderReference.safeParse(params.get('orderReference') ?? '');
  const reference = parsed.success ? parsed.data : null;
  const application = useVisaApplication(reference);
  const download = useDownloadVisaFile();
  const user = useUserContext();
  const time = useTenantDateTime();
  const [open, setOpen] = useState<'edit' | 'cancel' | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const canList = canOpen(user.data?.functionalities ?? [], VisaPages.applications);

  const fetchDocument = async (document: VisaDocument, applicant: VisaApplicant) => {
    if (!reference) return;
    setProblem(null);
    setDownloading(document.documentId);
    try {
      await download.mutateAsync({
        kind: 'document',
        reference,
        documentId: document.documentId,
        fileName: `${applicantName(applicant)} ${document.fileName}`,
      });
    } catch (error) {
      setProblem(errorMessage(error, t('visaParts:applicant.downloadFailed')));
    } finally {
      setDownloading(null);
    }
  };

  let body;
  if (!reference) {
    body = (
      <Alert color="red" role="alert" title={t('order.problemTitle')}>
        {t('order.badAddress')}
      </Alert>
    );
  } else if (application.isPending) {
    body = (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('order.loading')}</Text>
      </Group>
    );
  } else if (application.isError) {
    body = isHttpStatus(application.error, 401) ? null : (
      <Alert color="red" role="alert" title={t('order.problemTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {translateVisaMessage(t, errorMessage(application.error, t('order.loadFailed')))}
          </Text>
          {canList ? (
            <Anchor component={Link} to={VisaPages.applications} size="sm">
              {t('order.backToList')}
            </Anchor>
          ) : null}
        </Stack>
      </Alert>
    );
  } else {
    const data = application.data;
    const refresh = () => void application.refetch();
    body = (
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Group gap="sm" align="center">
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {t('order.heading', { reference: data.orderReference })}
              </Title>
              <VisaStatusBadge status={data.status} size="lg" testId="visa-status" />
            </Group>
            <Text size="sm" c="dimmed">
              {t('order.applied', { time: time(data.appliedAt), name: data.appliedBy })}
            </Text>
          </Stack>
          <Group gap="xs">
            {data.can.edit ? (
              <Button variant="default" onClick={() => setOpen('edit')}>
                {t('order.edit')}
              </Button>
            ) : null}
            {data.can.cancel ? (
              <Button variant="light" color="red" onClick={() => setOpen('cancel')}>
                {t('order.cancel')}
              </Button>
            ) : null}
            {data.can.printInvoice ? (
              <Button component={Link} to={visaPrintPreviewPath(data.orderReference)}>
                {t('order.printInvoice')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <ApplicationSteps status={data.status} />
        <ApplicationState application={data} />
        {problem ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        ) : null}
        {data.openCorrection && data.can.correct ? (
          <CorrectionForm application={data} correction={data.openCorrection} onMovedOn={refresh} />
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="md" component="section" aria-label={t('order.applicants')}>
              <Title order={2} fz="lg">
                {t('order.applicantsCount', { count: data.applicants.length })}
              </Title>
              {data.applicants.map((applicant) => (
                <VisaApplicantCard
                  key={applicant.applicantId}
                  applicant={applicant}
                  onDownload={(document) => void fetchDocument(document, applicant)}
                  downloading={downloading}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <AppliedProduct application={data} />
              <ApplicationMoney application={data} />
            </Stack>
          </Grid.Col>
        </Grid>
        {data.corrections ? <VisaCorrections corrections={data.corrections} /> : null}
        {data.history ? <VisaHistory history={data.history} /> : null}
        {canList ? (
          <Anchor component={Link} to={VisaPages.applications} size="sm">
            {t('order.backToList')}
          </Anchor>
        ) : null}
        {data.can.edit ? (
          <EditApplicationModal
            application={data}
            opened={open === 'edit'}
            onClose={() => setOpen(null)}
            onMovedOn={refresh}
          />
        ) : null}
        {data.can.cancel ? (
          <CancelApplicationModal
            application={data}
            opened={open === 'cancel'}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {application.data ? null : (
        <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
          {t('order.title')}
        </Title>
      )}
      {body}
    </Container>
  );
}
