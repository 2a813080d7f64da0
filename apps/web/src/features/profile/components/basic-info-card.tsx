import { useEffect } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Business, type MyProfile, type UpdateMyBasicInfoRequest } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useUpdateBasicInfo } from '../api/profile';
import { basicInfoOf, basicInfoSchema, type BasicInfoValues } from '../utils/basic-info-form';

/** Basic information: the user's name, phone and designation; the sign-in email is shown, not edited. */
export function BasicInfoCard({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation('profile');
  const config = useTenantConfig();
  const defaultCode = config.global.defaultPhoneNumberCode || Business.defaultPhoneCountryCode;
  const update = useUpdateBasicInfo();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BasicInfoValues, unknown, UpdateMyBasicInfoRequest>({
    resolver: zodResolver(basicInfoSchema),
    defaultValues: basicInfoOf(profile, defaultCode),
  });

  // A saved change (or one made elsewhere) becomes the form's new starting point.
  useEffect(() => reset(basicInfoOf(profile, defaultCode)), [profile, defaultCode, reset]);

  const submit = handleSubmit(async (request) => {
    try {
      await update.mutateAsync(request);
      showToast({ color: 'green', message: t('basic.saved') });
    } catch {
      // Shown below the fields from the mutation's error.
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-basic-title">
      <form noValidate aria-labelledby="profile-basic-title" onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="profile-basic-title">
            {t('basic.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={t('basic.firstName')}
              required
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label={t('basic.lastName')}
              required
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('basic.email')}
            description={t('basic.emailFixed')}
            value={profile.email}
            readOnly
          />
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('basic.countryCode')}
              w={96}
              error={errors.e164Code?.message}
              {...register('e164Code')}
            />
            <TextInput
              type="tel"
              label={t('basic.phone')}
              style={{ flex: 1 }}
              autoComplete="tel-national"
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
          </Group>
          <TextInput
            label={t('basic.designation')}
            error={errors.designation?.message}
            {...register('designation')}
          />
          {update.isError ? (
            <Alert color="red" role="alert" title={t('basic.failed')}>
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t('basic.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
