import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KycStatusBadge } from '../../../components/kyc/kyc-badges';
import { displayCompanyName } from '../../../lib/company-name';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useCompanyProfile } from '../api/basic-info';

function Figure({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
}

/** The company profile (spec §2): who the agency is, its KYC status, and how many branches and staff it has. */
export function CompanyProfileCard() {
  const { t } = useTranslation('companySettings');
  const profile = useCompanyProfile();
  const day = useCalendarDay();
  if (profile.isPending)
    return <Skeleton h={132} radius="md" role="status" aria-label={t('common.loading')} />;
  if (!profile.data) return null;
  const { basicInfo, kycStatus, counts } = profile.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-profile-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={2} miw={0}>
          <Title order={2} size="h4" id="company-profile-title" style={{ overflowWrap: 'anywhere' }}>
            {displayCompanyName(basicInfo.name)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`profile.types.${basicInfo.type}`)} ·{' '}
            {t('profile.memberSince', { date: day(basicInfo.memberSince.slice(0, 10)) })}
          </Text>
          {basicInfo.owner ? (
            <Text size="sm" c="dimmed">
              {t('profile.owner', {
                name: `${basicInfo.owner.firstName} ${basicInfo.owner.lastName}`.trim(),
                email: basicInfo.owner.email,
              })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('profile.kyc')}
          </Text>
          <KycStatusBadge status={kycStatus} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure
          label={t('profile.branches')}
          value={counts.branches}
          detail={t('profile.active', { count: counts.activeBranches })}
        />
        <Figure
          label={t('profile.staff')}
          value={counts.staff}
          detail={t('profile.active', { count: counts.activeStaff })}
        />
      </SimpleGrid>
    </Paper>
  );
}
