import {
  Alert,
  Button,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCreateTenantOperatorRequest, type TenantDetail } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useCreateTenantOperator } from '../api/create-tenant-operator';
import { useDateTime } from './tenant-versions-panel';
import '../tenants-i18n';

const ZOperatorForm = ZCreateTenantOperatorRequest.omit({ tenantId: true });
type OperatorForm = { firstName: string; lastName: string; email: string; temporaryPassword: string };
const blank: OperatorForm = { firstName: '', lastName: '', email: '', temporaryPassword: '' };

/** The tenant's back-office accounts and a form for another (the first one, usually). */
export function TenantOperatorsPanel({ tenant }: { tenant: TenantDetail }) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'operators' });
  const when = useDateTime();
  const create = useCreateTenantOperator();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<OperatorForm>({ defaultValues: blank, resolver: zodResolver(ZOperatorForm) });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const operator = await create.mutateAsync({ tenantId: tenant.tenantId, ...values });
      showToast({ color: 'green', message: t('created', { email: operator.email }) });
      form.reset(blank);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tenant-operators-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tenant-operators-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {tenant.operators.length === 0 ? (
          <Text size="sm">{t('none')}</Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list')}>
            {tenant.operators.map((operator) => (
              <li key={operator.email}>
                <Text size="sm" fw={600}>
                  {operator.firstName} {operator.lastName}
                </Text>
                <Text size="xs" c="dimmed">
                  {operator.email} · {t('since', { when: when(operator.createdAt) })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <form noValidate aria-labelledby="tenant-operators-title" onSubmit={(event) => void submit(event)}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('firstName')}
                withAsterisk
                {...form.register('firstName')}
                error={errors.firstName?.message}
              />
              <TextInput
                label={t('lastName')}
                withAsterisk
                {...form.register('lastName')}
                error={errors.lastName?.message}
              />
            </SimpleGrid>
            <TextInput
              label={t('email')}
              type="email"
              withAsterisk
              autoComplete="off"
              {...form.register('email')}
              error={errors.email?.message}
            />
            <PasswordInput
              label={t('password')}
              withAsterisk
              autoComplete="new-password"
              {...form.register('temporaryPassword')}
              error={errors.temporaryPassword?.message}
            />
            {problem ? (
              <Alert color="red" role="alert" p="xs">
                {problem}
              </Alert>
            ) : null}
            <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('create')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
