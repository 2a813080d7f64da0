import { SimpleGrid, Stack, TagsInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TenantFormValues } from '../utils/tenant-form';
import { AssetField, BrandText, FormSection, ListField, useFieldError } from './tenant-form-fields';

/** The about-us page: its text and cover, the people, the strengths and the goals. */
export function TenantAboutTab({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor.about' });
  const { control } = useFormContext<TenantFormValues>();
  const shotsError = useFieldError('brand.aboutUs.goal.shots');
  return (
    <Stack gap="md">
      <FormSection title={t('about')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BrandText name="brand.aboutUs.title" label={t('title')} />
          <BrandText name="brand.aboutUs.header" label={t('header')} />
        </SimpleGrid>
        <BrandText name="brand.aboutUs.content" label={t('content')} textarea />
        <AssetField
          name="brand.aboutUs.coverImage"
          label={t('coverImage')}
          kind="image"
          tenantId={tenantId}
        />
      </FormSection>
      <ListField
        name="brand.aboutUs.profiles"
        title={t('profiles')}
        item={t('profile')}
        empty={{ name: '', designation: '', image: '' }}
      >
        {(base) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <BrandText name={`${base}.name`} label={t('name')} />
            <BrandText name={`${base}.designation`} label={t('designation')} />
            <AssetField name={`${base}.image`} label={t('image')} kind="image" tenantId={tenantId} />
          </SimpleGrid>
        )}
      </ListField>
      <ListField
        name="brand.aboutUs.feature"
        title={t('features')}
        item={t('feature')}
        empty={{ iconClass: '', header: '', content: '' }}
      >
        {(base) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <BrandText name={`${base}.header`} label={t('title')} />
            <BrandText name={`${base}.iconClass`} label={t('icon')} placeholder="icon-users" />
            <BrandText name={`${base}.content`} label={t('content')} textarea />
          </SimpleGrid>
        )}
      </ListField>
      <FormSection title={t('goals')}>
        <BrandText name="brand.aboutUs.goal.title" label={t('goalsTitle')} />
        <Controller
          control={control}
          name="brand.aboutUs.goal.shots"
          render={({ field }) => (
            <TagsInput
              label={t('shots')}
              description={t('shotsHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={shotsError}
              clearable
            />
          )}
        />
      </FormSection>
      <ListField
        name="brand.aboutUs.goal.goals"
        title={`${t('goals')}: ${t('goal')}`}
        item={t('goal')}
        empty={{ title: '', content: '' }}
      >
        {(base) => (
          <Stack gap="sm">
            <BrandText name={`${base}.title`} label={t('goalTitle')} />
            <BrandText name={`${base}.content`} label={t('goalContent')} textarea />
          </Stack>
        )}
      </ListField>
    </Stack>
  );
}
