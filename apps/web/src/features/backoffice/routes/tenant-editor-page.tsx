import { Alert, Anchor, Loader, SimpleGrid, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OperatorPermission } from '@portal/contracts';
import { RequireOperatorPermission } from '../../../app/guards/require-operator-permission';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useTenant } from '../api/tenant';
import { TenantEditor } from '../components/tenant-editor';
import { TenantOperatorsPanel } from '../components/tenant-operators-panel';
import { TenantVersionsPanel } from '../components/tenant-versions-panel';
import { newTenantValues, tenantFormValues } from '../utils/tenant-form';
import '../tenants-i18n';

function TenantEditorContent() {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor' });
  const { tenantId: idParam = 'new' } = useParams();
  const tenantId = idParam === 'new' ? null : idParam;
  const query = useTenant(tenantId);
  const tenant = query.data;
  const back = (
    <Anchor component={Link} to="/backoffice/tenants" size="sm">
      ← {t('back')}
    </Anchor>
  );

  if (tenantId && query.isPending) return <Loader aria-label={t('loading')} />;
  if (tenantId && !tenant) {
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
        title={tenant ? t('editTitle', { name: tenant.brand.company.name }) : t('newTitle')}
        intro={tenant ? undefined : t('newIntro')}
        introWidth={680}
      />
      <TenantEditor
        // A saved version comes back from the server as the form's new starting point.
        key={tenant ? `${tenant.tenantId}-${tenant.version}` : 'new'}
        tenantId={tenantId}
        initialValues={tenant ? tenantFormValues(tenant) : newTenantValues()}
        aside={
          tenant
            ? (dirty) => (
                <SimpleGrid cols={1} spacing="md">
                  <TenantVersionsPanel tenant={tenant} dirty={dirty} />
                  <TenantOperatorsPanel tenant={tenant} />
                </SimpleGrid>
              )
            : undefined
        }
      />
    </Stack>
  );
}

/** /backoffice/tenants/new and /backoffice/tenants/:tenantId: one tenant's brand, preview, versions and operators. */
export default function TenantEditorPage() {
  return (
    <RequireOperatorPermission permission={OperatorPermission.ManageTenants}>
      <TenantEditorContent />
    </RequireOperatorPermission>
  );
}
