import { Container, Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/list-page/page-header';
import { LoadFailedAlert } from '../../../components/paged-results';
import { useProfile } from '../api/profile';
import { BasicInfoCard } from '../components/basic-info-card';
import { ContactsCard } from '../components/contacts-card';
import { PasswordCard } from '../components/password-card';
import { PhotoCard } from '../components/photo-card';
import '../i18n';

/**
 * /my-profile (spec §2 staff profile, StaffSettings): the signed-in user's basic information, photo and password,
 * and the people to contact: the agency's account manager and the user's branch.
 */
export default function MyProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader title={t('page.title')} intro={t('page.intro')} />
        {profile.isError ? (
          <LoadFailedAlert
            message={t('page.loadFailed')}
            retry={t('page.retry')}
            onRetry={() => void profile.refetch()}
          />
        ) : profile.isPending ? (
          <Skeleton h={320} radius="md" aria-label={t('page.loading')} />
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <PhotoCard profile={profile.data} />
                <ContactsCard profile={profile.data} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <BasicInfoCard profile={profile.data} />
                <PasswordCard />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
