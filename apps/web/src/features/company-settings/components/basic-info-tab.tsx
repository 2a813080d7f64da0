import { Alert, Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useBasicInfo } from '../api/basic-info';
import { BasicInfoForm } from './basic-info-form';
import { CompanyProfileCard } from './company-profile-card';
import { LogoCard } from './logo-card';

/** Basic information: the company profile card, the logo and the company's details with its time zone. */
export function BasicInfoTab(_: { functionalities: readonly number[] }) {
  const { t } = useTranslation('companySettings');
  const info = useBasicInfo();
  return (
    <Stack gap="md">
      <CompanyProfileCard />
      {info.isPending ? (
        <Skeleton h={360} radius="md" role="status" aria-label={t('common.loading')} />
      ) : info.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(info.error, t('basic.loadFailed'))}</Text>
            <Button size="compact-sm" variant="white" onClick={() => void info.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <BasicInfoForm info={info.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <LogoCard logoUrl={info.data.logoUrl} canEdit={info.data.canEdit} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
