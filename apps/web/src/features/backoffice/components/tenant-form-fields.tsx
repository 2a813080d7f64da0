import type { ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  Controller,
  get,
  useFieldArray,
  useFormContext,
  type FieldArray,
  type FieldArrayPath,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TenantAssetKind } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useUploadTenantAsset } from '../api/upload-tenant-asset';
import type { TenantFormValues } from '../utils/tenant-form';
import { validationKey } from '../tenants-i18n';

export type FormPath = Path<TenantFormValues>;

/** The field's error message, wherever it sits in the nested form, in the page's language. */
export function useFieldError(name: string): string | undefined {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'validation' });
  const { formState } = useFormContext<TenantFormValues>();
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  if (!message) return undefined;
  const key = validationKey(message);
  return key ? t(key) : message;
}

export function BrandText({
  name,
  label,
  description,
  required,
  textarea,
  placeholder,
}: {
  name: FormPath;
  label: string;
  description?: string;
  required?: boolean;
  textarea?: boolean;
  placeholder?: string;
}) {
  const { register } = useFormContext<TenantFormValues>();
  const error = useFieldError(name);
  const props = { label, description, withAsterisk: required, placeholder, error, ...register(name) };
  return textarea ? <Textarea autosize minRows={2} maxRows={8} {...props} /> : <TextInput {...props} />;
}

/** Mantine's switch keeps its own checked state, so it is driven through a controller, not a registered ref. */
export function BrandSwitch({ name, label }: { name: FormPath; label: string }) {
  const { control } = useFormContext<TenantFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

/** A titled part of a tab. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `tenant-section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const MaxUploadBytes = 1024 * 1024;

/**
 * A picture of the brand: its path (typed, or filled by an upload) and the picture itself. Uploading needs the
 * tenant to exist, so a new tenant's form says so instead.
 */
export function AssetField({
  name,
  label,
  kind,
  tenantId,
  required,
}: {
  name: FormPath;
  label: string;
  kind: TenantAssetKind;
  /** The saved tenant the upload belongs to; null before it is created. */
  tenantId: string | null;
  required?: boolean;
}) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor' });
  const { register, setValue, watch } = useFormContext<TenantFormValues>();
  const upload = useUploadTenantAsset();
  const value = watch(name);
  const error = useFieldError(name);
  const src = typeof value === 'string' ? value : '';

  const send = async (file: File | null) => {
    if (!file || !tenantId) return;
    if (file.size > MaxUploadBytes) {
      showToast({ color: 'red', message: t('uploadTooBig') });
      return;
    }
    try {
      const { url } = await upload.mutateAsync({ tenantId, kind, file });
      setValue(name, url, { shouldDirty: true, shouldValidate: true });
      showToast({ color: 'green', message: t('uploaded') });
    } catch (problem) {
      showToast({ color: 'red', message: errorMessage(problem) });
    }
  };

  return (
    // A path with its Upload button needs the whole row of the grid it sits in.
    <Stack gap={6} style={{ gridColumn: '1 / -1' }}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          withAsterisk={required}
          error={error}
          description={tenantId ? t('uploadHint') : undefined}
          {...register(name)}
        />
        {tenantId ? (
          <FileButton
            onChange={(file) => void send(file)}
            accept={kind === 'favicon' ? 'image/png' : 'image/png,image/jpeg'}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={upload.isPending}
                aria-label={t('uploadOf', { what: label })}
                mb={error ? 22 : 0}
              >
                {t('upload')}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      {src && /^(\/|https?:)/.test(src) ? (
        <Image
          src={src}
          alt={t('imageOf', { what: label })}
          h={kind === 'favicon' ? 32 : 56}
          w="auto"
          maw={240}
          fit="contain"
          bg="gray.1"
          p={4}
          radius="sm"
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
    </Stack>
  );
}

/** A list of the brand (airlines, offices…): its rows, each removable, and Add. */
export function ListField<Name extends FieldArrayPath<TenantFormValues>>({
  name,
  title,
  item,
  empty,
  children,
}: {
  name: Name;
  title: string;
  /** What one row is called ("Airline"), for its heading and its Remove button. */
  item: string;
  empty: FieldArray<TenantFormValues, Name>;
  children: (base: `${Name}.${number}`, index: number) => ReactNode;
}) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor' });
  const { control } = useFormContext<TenantFormValues>();
  const rows = useFieldArray({ control, name });
  const listError = useFieldError(name);
  return (
    <FormSection title={title}>
      {rows.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noRows')}
        </Text>
      ) : null}
      {rows.fields.map((field, index) => (
        <Paper key={field.id} withBorder radius="sm" p="sm" bg="gray.0">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('row', { what: item, number: index + 1 })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => rows.remove(index)}
                aria-label={t('removeRow', { what: item, number: index + 1 })}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Group>
            {children(`${name}.${index}`, index)}
          </Stack>
        </Paper>
      ))}
      {listError ? (
        <Alert color="red" p="xs" role="alert">
          {listError}
        </Alert>
      ) : null}
      <Button variant="light" onClick={() => rows.append(empty)} style={{ alignSelf: 'flex-start' }}>
        {t('add')}: {item}
      </Button>
    </FormSection>
  );
}
