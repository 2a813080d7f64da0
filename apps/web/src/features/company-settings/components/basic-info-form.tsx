import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZUpdateCompanyBasicInfoRequest,
  type CompanyBasicInfo,
  type UpdateCompanyBasicInfoInput,
  type UpdateCompanyBasicInfoRequest,
} from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useCustomerCurrencies, useTimeZones, useUpdateBasicInfo } from '../api/basic-info';

function formOf(info: CompanyBasicInfo): UpdateCompanyBasicInfoInput {
  return {
    name: info.name,
    email: info.email,
    phone: info.phone,
    address: info.address,
    city: info.city ?? '',
    zipCode: info.zipCode ?? '',
    website: info.website ?? '',
    timeZone: info.timeZone,
    currency: info.currency,
  };
}

/**
 * The company's basic information (updatebasicinfo, EditCompanyInfo), validated with the API's own schema. Without
 * the right the same fields are shown read-only.
 */
export function BasicInfoForm({ info }: { info: CompanyBasicInfo }) {
  const { t } = useTranslation('companySettings');
  const timeZones = useTimeZones();
  const currencies = useCustomerCurrencies();
  const update = useUpdateBasicInfo();
  const [problem, setProblem] = useState<string | null>(null);
  const readOnly = !info.canEdit;
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateCompanyBasicInfoInput, unknown, UpdateCompanyBasicInfoRequest>({
    resolver: zodResolver(ZUpdateCompanyBasicInfoRequest),
    defaultValues: formOf(info),
  });

  // What the server saved becomes the form's new starting point.
  useEffect(() => reset(formOf(info)), [info, reset]);

  const submit = handleSubmit(async (request) => {
    setProblem(null);
    try {
      await update.mutateAsync(request);
      showToast({ color: 'green', message: t('basic.saved') });
    } catch (error) {
      setProblem(errorMessage(error, t('basic.failed')));
    }
  });

  const zoneChoices = (timeZones.data?.timeZones ?? []).map((zone) => ({
    value: zone.id,
    label: zone.label,
  }));
  // The saved zone stays choosable while the list loads, so the field never shows empty.
  if (!zoneChoices.some((zone) => zone.value === info.timeZone)) {
    zoneChoices.unshift({ value: info.timeZone, label: info.timeZone });
  }
  const currencyChoices = (currencies.data?.currencies ?? []).map((currency) => currency.code);
  if (!currencyChoices.includes(info.currency)) currencyChoices.unshift(info.currency);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="basic-info-title">
      <form noValidate aria-labelledby="basic-info-title" onSubmit={(event) => void submit(event)}>
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Title order={2} size="h4" id="basic-info-title">
              {t('basic.title')}
            </Title>
            {readOnly ? (
              <Alert color="gray" variant="light">
                {t('basic.readOnly')}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <TextInput
                label={t('basic.fields.name')}
                required
                error={errors.name?.message}
                {...register('name')}
              />
              <TextInput
                type="email"
                label={t('basic.fields.email')}
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <TextInput
                type="tel"
                label={t('basic.fields.phone')}
                required
                error={errors.phone?.message}
                {...register('phone')}
              />
              <TextInput
                type="url"
                label={t('basic.fields.website')}
                placeholder="https://"
                error={errors.website?.message}
                {...register('website')}
              />
              <TextInput
                label={t('basic.fields.city')}
                required
                error={errors.city?.message}
                {...register('city')}
              />
              <TextInput
                label={t('basic.fields.zipCode')}
                error={errors.zipCode?.message}
                {...register('zipCode')}
              />
            </SimpleGrid>
            <Textarea
              label={t('basic.fields.address')}
              required
              autosize
              minRows={2}
              error={errors.address?.message}
              {...register('address')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              <Controller
                control={control}
                name="timeZone"
                render={({ field }) => (
                  <Select
                    label={t('basic.fields.timeZone')}
                    description={t('basic.timeZoneHint')}
                    required
                    searchable
                    nothingFoundMessage={t('basic.noZone')}
                    data={zoneChoices}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    disabled={readOnly}
                    allowDeselect={false}
                    limit={80}
                    error={errors.timeZone?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="currency"
                render={({ field }) => (
                  <Select
                    label={t('basic.fields.currency')}
                    description={t('basic.currencyHint')}
                    required
                    data={currencyChoices}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    disabled={readOnly}
                    allowDeselect={false}
                    error={errors.currency?.message}
                  />
                )}
              />
            </SimpleGrid>
            {problem ? (
              <Alert color="red" role="alert" title={t('basic.failed')}>
                {problem}
              </Alert>
            ) : null}
            {readOnly ? null : (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" disabled={!isDirty} onClick={() => reset(formOf(info))}>
                  {t('common.reset')}
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {t('basic.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
