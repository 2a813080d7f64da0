import { Alert, Box, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OperatorPermission } from '@portal/contracts';
import { RequireOperatorPermission } from '../../../app/guards/require-operator-permission';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useTenants } from '../api/tenants';
import { TenantsCards, TenantsTable } from '../components/tenants-table';
import '../tenants-i18n';

function TenantsList() {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'list' });
  const list = useTenants();
  const rows = list.data?.tenants ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        introWidth={680}
        actions={
          <Button component={Link} to="/backoffice/tenants/new">
            {t('newTenant')}
          </Button>
        }
      />
      {list.isPending ? <Loader aria-label={t('loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error, t('loadFailed'))}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      {list.isSuccess && rows.length === 0 ? <Text>{t('empty')}</Text> : null}
      {rows.length > 0 ? (
        <>
          <Paper withBorder radius="md" visibleFrom="md">
            <TenantsTable rows={rows} />
          </Paper>
          <Box hiddenFrom="md">
            <TenantsCards rows={rows} />
          </Box>
        </>
      ) : null}
    </Stack>
  );
}

/** /backoffice/tenants: the platform's tenants (the main tenant's operators only); each opens its brand editor. */
export default function TenantsPage() {
  return (
    <RequireOperatorPermission permission={OperatorPermission.ManageTenants}>
      <TenantsList />
    </RequireOperatorPermission>
  );
}
