import { useState } from 'react';
import { Alert, Anchor, Button, Grid, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreatePackageBody, UpdatePackageBody } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useChangeHolidayPackage, useHolidayPackage } from '../api/holiday-catalogue';
import { HolidayGalleryEditor } from '../components/holiday-gallery-editor';
import { HolidayPackageForm } from '../components/holiday-package-form';
import { holidayPackagePagePath, PackageStatusBadge } from '../components/holiday-packages-table';
import { newPackageValues, packageFormValues } from '../utils/holiday-package-form';
import '../holiday-i18n';
import '../i18n';

/**
 * /backoffice/holidays/new and /backoffice/holidays/:packageId: write a package, then give it pictures and
 * publish it (the server refuses without a picture or an open departure, and says which). Unpublishing withdraws
 * it from agencies; their requests naming it stay.
 */
export default function HolidayPackageEditorPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayCatalogue' });
  const { packageId: idParam = 'new' } = useParams();
  const packageId = idParam === 'new' ? null : idParam;
  const navigate = useNavigate();
  const query = useHolidayPackage(packageId);
  const change = useChangeHolidayPackage();
  const [problem, setProblem] = useState<string | null>(null);
  const item = query.data;
  const back = (
    <Anchor component={Link} to="/backoffice/holidays" size="sm">
      ← {t('editor.back')}
    </Anchor>
  );

  const save = async (body: CreatePackageBody | UpdatePackageBody) => {
    setProblem(null);
    try {
      const saved = await change.mutateAsync(
        'packageId' in body ? { action: 'update', body } : { action: 'create', body },
      );
      showToast({
        color: 'green',
        message: t(packageId ? 'editor.saved' : 'editor.created', { code: saved.code }),
      });
      if (!packageId) void navigate(holidayPackagePagePath(saved.packageId), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const publish = async (action: 'publish' | 'unpublish') => {
    if (!item) return;
    setProblem(null);
    try {
      const saved = await change.mutateAsync({ action, packageId: item.packageId });
      showToast({ color: 'green', message: t(`editor.${action}ed`, { code: saved.code }) });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  if (packageId && query.isPending) return <Loader aria-label={t('loading')} />;
  if (packageId && !item) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" role="alert">
          {errorMessage(query.error, t('loadFailed'))}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={item ? t('editor.editTitle', { title: item.title }) : t('editor.newTitle')}
        intro={item ? undefined : t('editor.newIntro')}
        introWidth={680}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: item ? 8 : 12 }}>
          <HolidayPackageForm
            key={item ? `${item.packageId}-${item.updatedAt}` : 'new'}
            packageId={packageId}
            initialValues={item ? packageFormValues(item) : newPackageValues()}
            onSave={(body) => void save(body)}
            saving={
              change.isPending &&
              (change.variables?.action === 'create' || change.variables?.action === 'update')
            }
            problem={problem}
          />
        </Grid.Col>
        {item ? (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="publish-title">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={2} size="h4" id="publish-title">
                      {t('editor.publishing')}
                    </Title>
                    <PackageStatusBadge status={item.status} />
                  </Group>
                  {item.status === 'Published' ? (
                    <>
                      <Text size="sm">{t('editor.publishedNote')}</Text>
                      <Button
                        variant="default"
                        loading={change.isPending && change.variables?.action === 'unpublish'}
                        onClick={() => void publish('unpublish')}
                      >
                        {t('editor.unpublish')}
                      </Button>
                    </>
                  ) : (
                    <>
                      {item.publishProblems.length > 0 ? (
                        <List size="sm" c="orange.9" spacing={2} aria-label={t('editor.cannotPublish')}>
                          {item.publishProblems.map((text) => (
                            <List.Item key={text}>{text}</List.Item>
                          ))}
                        </List>
                      ) : (
                        <Text size="sm">{t('editor.readyToPublish')}</Text>
                      )}
                      <Button
                        color="green"
                        autoContrast
                        disabled={item.publishProblems.length > 0}
                        loading={change.isPending && change.variables?.action === 'publish'}
                        onClick={() => void publish('publish')}
                      >
                        {t('editor.publish')}
                      </Button>
                    </>
                  )}
                </Stack>
              </Paper>
              <HolidayGalleryEditor item={item} />
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}
