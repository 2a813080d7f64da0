import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Grid, Group, Stack, Tabs } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, get, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useSaveTenant } from '../api/save-tenant';
import {
  TenantFormTabs,
  toTenantRequest,
  ZTenantForm,
  type TenantFormOutput,
  type TenantFormTab,
  type TenantFormValues,
} from '../utils/tenant-form';
import { TenantAboutTab } from './tenant-about-tab';
import { TenantContactTab, TenantPaymentsTab, TenantTextsTab } from './tenant-contact-tab';
import { TenantGeneralTab } from './tenant-general-tab';
import { TenantHomeTab, TenantLogosTab } from './tenant-home-tab';
import { TenantPreview } from './tenant-preview';
import '../tenants-i18n';

const tabs = Object.keys(TenantFormTabs) as TenantFormTab[];

function tabsWithErrors(errors: FieldErrors<TenantFormValues>): TenantFormTab[] {
  return tabs.filter((tab) => TenantFormTabs[tab].some((path) => get(errors, path) !== undefined));
}

/**
 * The whole brand in tabs, checked by the contracts' schemas as it is saved, with the live preview beside it.
 * `tenantId` is null for a new tenant: saving creates it; otherwise saving stores a new version.
 */
export function TenantEditor({
  tenantId,
  initialValues,
  aside,
}: {
  tenantId: string | null;
  initialValues: TenantFormValues;
  /** What stands below the preview (versions, operators). */
  aside?: (dirty: boolean) => ReactNode;
}) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor' });
  const navigate = useNavigate();
  const save = useSaveTenant();
  const [tab, setTab] = useState<TenantFormTab>('general');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TenantFormValues, unknown, TenantFormOutput>({
    defaultValues: initialValues,
    resolver: zodResolver(ZTenantForm),
    mode: 'onTouched',
  });
  const { formState } = form;
  const failing = tabsWithErrors(formState.errors);
  const dirty = formState.isDirty;
  const watchedId = form.watch('tenantId');

  const submit = form.handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const answer = await save.mutateAsync({ body: toTenantRequest(values), isNew: tenantId === null });
        form.reset(form.getValues());
        if (tenantId === null) {
          showToast({
            color: 'green',
            message: t('created', { tenantId: answer.tenantId, version: answer.version }),
          });
          void navigate(`/backoffice/tenants/${answer.tenantId}`, { replace: true });
        } else {
          showToast({ color: 'green', message: t('saved', { version: answer.version }) });
        }
      } catch (error) {
        const code = errorCode(error);
        if (code === 'TENANT_ID_TAKEN') form.setError('tenantId', { message: errorMessage(error) });
        if (code === 'HOST_TAKEN') form.setError('hosts', { message: errorMessage(error) });
        if (code === 'TENANT_ID_TAKEN' || code === 'HOST_TAKEN') setTab('general');
        setProblem(errorMessage(error));
      }
    },
    (errors) => {
      const first = tabsWithErrors(errors)[0];
      if (first) setTab(first);
      setProblem(t('fixErrors'));
    },
  );

  return (
    <FormProvider {...form}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <form noValidate aria-label={t('formLabel')} onSubmit={(event) => void submit(event)}>
            <Stack gap="md">
              <Tabs value={tab} onChange={(value) => value && setTab(value as TenantFormTab)} keepMounted>
                <Tabs.List aria-label={t('tabsLabel')} style={{ flexWrap: 'wrap' }}>
                  {tabs.map((name) => (
                    <Tabs.Tab
                      key={name}
                      value={name}
                      rightSection={
                        failing.includes(name) ? (
                          <Badge size="xs" circle color="red" aria-label={t('hasErrors')}>
                            !
                          </Badge>
                        ) : undefined
                      }
                    >
                      {t(`tabs.${name}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value="general" pt="md">
                  <TenantGeneralTab isNew={tenantId === null} />
                </Tabs.Panel>
                <Tabs.Panel value="logos" pt="md">
                  {tenantId === null ? (
                    <Alert color="blue" mb="md" p="xs">
                      {t('uploadAfterCreate')}
                    </Alert>
                  ) : null}
                  <TenantLogosTab tenantId={tenantId} />
                </Tabs.Panel>
                <Tabs.Panel value="home" pt="md">
                  <TenantHomeTab tenantId={tenantId} />
                </Tabs.Panel>
                <Tabs.Panel value="about" pt="md">
                  <TenantAboutTab tenantId={tenantId} />
                </Tabs.Panel>
                <Tabs.Panel value="contact" pt="md">
                  <TenantContactTab />
                </Tabs.Panel>
                <Tabs.Panel value="payments" pt="md">
                  <TenantPaymentsTab tenantId={tenantId} />
                </Tabs.Panel>
                <Tabs.Panel value="translations" pt="md">
                  <TenantTextsTab />
                </Tabs.Panel>
              </Tabs>
              {problem ? (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              ) : null}
              <Group gap="sm">
                <Button type="submit" loading={save.isPending}>
                  {tenantId === null ? t('create') : t('save')}
                </Button>
                {dirty ? (
                  <Badge color="yellow" variant="light">
                    {t('unsaved')}
                  </Badge>
                ) : null}
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <TenantPreview control={form.control} tenantId={tenantId ?? watchedId} />
            {aside?.(dirty)}
          </Stack>
        </Grid.Col>
      </Grid>
    </FormProvider>
  );
}
