import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TenantFormValues } from '../utils/tenant-form';
import {
  AssetField,
  BrandSwitch,
  BrandText,
  FormSection,
  ListField,
  useFieldError,
} from './tenant-form-fields';

/** The logos and favicon, and the login page's picture. */
export function TenantLogosTab({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor.logos' });
  return (
    <FormSection title={t('title')}>
      <AssetField
        name="brand.logo.primaryLogo"
        label={t('primaryLogo')}
        kind="logo"
        tenantId={tenantId}
        required
      />
      <AssetField
        name="brand.logo.secondaryLogo"
        label={t('secondaryLogo')}
        kind="logo"
        tenantId={tenantId}
      />
      <AssetField
        name="brand.logo.favIcon"
        label={t('favIcon')}
        kind="favicon"
        tenantId={tenantId}
        required
      />
      <AssetField name="brand.loginCover" label={t('loginCover')} kind="image" tenantId={tenantId} />
    </FormSection>
  );
}

function FareInput({
  name,
  currency,
}: {
  name: `brand.destination.cities.${number}.totalFare`;
  currency: string;
}) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor.home' });
  const { control } = useFormContext<TenantFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t('fare')}
          description={t('fareHint', { currency: currency || 'BDT' })}
          withAsterisk
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/** Everything the home page shows: hero, airlines, blurbs, destinations with fares, the app and the call to action. */
export function TenantHomeTab({ tenantId }: { tenantId: string | null }) {
  const { t } = useTranslation('tenantAdmin', { keyPrefix: 'editor.home' });
  const { watch } = useFormContext<TenantFormValues>();
  const cities = watch('brand.destination.cities');
  return (
    <Stack gap="md">
      <FormSection title={t('hero')}>
        <BrandText name="brand.home.titleContent" label={t('titleContent')} textarea />
        <AssetField name="brand.home.coverImage" label={t('coverImage')} kind="image" tenantId={tenantId} />
      </FormSection>
      <ListField
        name="brand.home.airlines"
        title={t('airlines')}
        item={t('airline')}
        empty={{ code: '', name: '', logo: '' }}
      >
        {(base) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <BrandText name={`${base}.code`} label={t('airlineCode')} />
            <BrandText name={`${base}.name`} label={t('airlineName')} />
            <AssetField name={`${base}.logo`} label={t('logo')} kind="image" tenantId={tenantId} required />
          </SimpleGrid>
        )}
      </ListField>
      <FormSection title={t('features')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BrandText name="brand.home.feature.title" label={t('featureTitle')} />
          <AssetField
            name="brand.home.feature.image"
            label={t('featureImage')}
            kind="image"
            tenantId={tenantId}
          />
        </SimpleGrid>
        <BrandText name="brand.home.feature.caption" label={t('featureCaption')} textarea />
      </FormSection>
      <ListField
        name="brand.home.feature.features"
        title={`${t('features')}: ${t('feature')}`}
        item={t('feature')}
        empty={{ iconClass: '', header: '', content: '' }}
      >
        {(base) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <BrandText name={`${base}.header`} label={t('header')} />
            <BrandText name={`${base}.iconClass`} label={t('icon')} placeholder="icon-clock" />
            <BrandText name={`${base}.content`} label={t('content')} textarea />
          </SimpleGrid>
        )}
      </ListField>
      <FormSection title={t('destinations')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <BrandText name="brand.destination.title" label={t('destinationTitle')} />
          <BrandText name="brand.destination.actionText" label={t('actionText')} />
          <BrandText name="brand.destination.actionLink" label={t('actionLink')} />
        </SimpleGrid>
      </FormSection>
      <ListField
        name="brand.destination.cities"
        title={`${t('destinations')}: ${t('city')}`}
        item={t('city')}
        empty={{ from: '', to: '', imagePath: '', currency: 'BDT', totalFare: 0 }}
      >
        {(base, index) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <BrandText name={`${base}.from`} label={t('from')} />
            <BrandText name={`${base}.to`} label={t('to')} />
            <BrandText name={`${base}.currency`} label={t('currency')} required />
            <FareInput name={`${base}.totalFare`} currency={cities[index]?.currency ?? ''} />
            <AssetField name={`${base}.imagePath`} label={t('image')} kind="image" tenantId={tenantId} />
          </SimpleGrid>
        )}
      </ListField>
      <FormSection title={t('app')}>
        <BrandSwitch name="brand.mobileApp.enabled" label={t('appEnabled')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BrandText name="brand.mobileApp.title" label={t('appTitle')} />
          <BrandText name="brand.mobileApp.appStoreLink" label={t('appStore')} />
          <BrandText name="brand.mobileApp.googlePlayLink" label={t('googlePlay')} />
          <AssetField
            name="brand.mobileApp.screenShotLink"
            label={t('screenshot')}
            kind="image"
            tenantId={tenantId}
          />
        </SimpleGrid>
        <BrandText name="brand.mobileApp.description" label={t('appDescription')} textarea />
      </FormSection>
      <FormSection title={t('cta')}>
        <BrandSwitch name="brand.callToAction.enabled" label={t('ctaEnabled')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BrandText name="brand.callToAction.title" label={t('ctaTitle')} />
          <BrandText name="brand.callToAction.buttonText" label={t('ctaButton')} />
          <BrandText
            name="brand.callToAction.buttonLink"
            label={t('ctaLink')}
            description={t('ctaLinkHint')}
          />
          <AssetField
            name="brand.callToAction.imagePath"
            label={t('ctaImage')}
            kind="image"
            tenantId={tenantId}
          />
        </SimpleGrid>
        <BrandText name="brand.callToAction.description" label={t('ctaDescription')} textarea />
      </FormSection>
    </Stack>
  );
}
