import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZPaymentMethod } from '@portal/contracts';
import type { TenantFormValues } from '../utils/tenant-form';
import { AssetField, BrandText, FormSection, ListField } from './tenant-form-fields';

/** Contact blocks, offices and social links. */
export function TenantContactTab() {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor.contact' });
  return (
    <Stack gap="md">
      <ListField
        name="brand.contactUs.blocks"
        title={t('blocksTitle')}
        item={t('block')}
        empty={{ title: '', email: '', phone: '' }}
      >
        {(base) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <BrandText name={`${base}.title`} label={t('title')} />
            <BrandText name={`${base}.email`} label={t('email')} />
            <BrandText name={`${base}.phone`} label={t('phone')} />
          </SimpleGrid>
        )}
      </ListField>
      <FormSection title={t('offices')}>
        <BrandText name="brand.contactUs.headquarterMap" label={t('headquarterMap')} />
      </FormSection>
      <ListField
        name="brand.contactUs.offices"
        title={`${t('offices')}: ${t('office')}`}
        item={t('office')}
        empty={{
          title: '',
          address: '',
          email: '',
          phone: '',
          map: { text: '', url: '' },
          site: { text: '', url: '' },
        }}
      >
        {(base) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <BrandText name={`${base}.title`} label={t('title')} />
            <BrandText name={`${base}.address`} label={t('address')} textarea />
            <BrandText name={`${base}.email`} label={t('email')} />
            <BrandText name={`${base}.phone`} label={t('phone')} />
            <BrandText name={`${base}.map.text`} label={t('mapText')} />
            <BrandText name={`${base}.map.url`} label={t('mapUrl')} />
            <BrandText name={`${base}.site.text`} label={t('siteText')} />
            <BrandText name={`${base}.site.url`} label={t('siteUrl')} />
          </SimpleGrid>
        )}
      </ListField>
      <FormSection title={t('social')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(['facebook', 'linkedIn', 'instagram', 'twitter', 'youtube'] as const).map((network) => (
            <BrandText
              key={network}
              name={`brand.socialMedia.${network}`}
              label={t(network)}
              placeholder="https://"
            />
          ))}
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}

const paymentKinds = ZPaymentMethod.shape.kind.options;

/** Payment methods shown in the footer and the accreditations beside them. */
export function TenantPaymentsTab({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor.payments' });
  const { control } = useFormContext<TenantFormValues>();
  return (
    <Stack gap="md">
      <ListField
        name="brand.paymentMethods"
        title={t('methods')}
        item={t('method')}
        empty={{ code: '', name: '', kind: 'card', logo: '' }}
      >
        {(base) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <BrandText name={`${base}.name`} label={t('name')} />
            <BrandText name={`${base}.code`} label={t('code')} />
            <Controller
              control={control}
              name={`${base}.kind`}
              render={({ field }) => (
                <Select
                  label={t('kind')}
                  allowDeselect={false}
                  data={paymentKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <AssetField name={`${base}.logo`} label={t('logo')} kind="image" tenantId={tenantId} required />
          </SimpleGrid>
        )}
      </ListField>
      <ListField
        name="brand.accreditations"
        title={t('accreditations')}
        item={t('accreditation')}
        empty={{ name: '', logo: '' }}
      >
        {(base) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <BrandText name={`${base}.name`} label={t('name')} />
            <AssetField name={`${base}.logo`} label={t('logo')} kind="image" tenantId={tenantId} required />
          </SimpleGrid>
        )}
      </ListField>
    </Stack>
  );
}

/** Translation overrides: key and text rows, English and Bangla. */
export function TenantTextsTab() {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor.translations' });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {(['en', 'bn'] as const).map((language) => (
        <ListField
          key={language}
          name={`brand.translations.${language}`}
          title={t(language)}
          item={`${t('row')} (${language})`}
          empty={{ key: '', text: '' }}
        >
          {(base) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <BrandText name={`${base}.key`} label={t('key')} placeholder="home.hero" />
              <BrandText name={`${base}.text`} label={t('text')} textarea />
            </SimpleGrid>
          )}
        </ListField>
      ))}
    </Stack>
  );
}
