import { ColorInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoginVariation, ThemeName } from '@portal/contracts';
import { loadTheme } from '../../../tenant/theme-registry';
import type { TenantFormValues } from '../utils/tenant-form';
import { BrandSwitch, BrandText, FormSection, ListField, useFieldError } from './tenant-form-fields';

/** Who the tenant is, where it answers, how it looks, its regional defaults and its sign-in rule. */
export function TenantGeneralTab({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation('tenantAdmin');
  const g = (key: string) => t(`editor.general.${key}`);
  const { control, register, setValue } = useFormContext<TenantFormValues>();
  const tenantIdError = useFieldError('tenantId');
  const colourError = useFieldError('brand.global.primaryColor');

  // A theme brings its usual login layout; the operator may still pick another afterwards.
  const chooseTheme = async (theme: ThemeName) => {
    const parts = await loadTheme(theme);
    setValue('brand.loginVariation', parts.defaultLoginVariation, { shouldDirty: true });
  };

  return (
    <Stack gap="md">
      <FormSection title={g('identity')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={g('tenantId')}
            description={g('tenantIdHint')}
            withAsterisk
            readOnly={!isNew}
            maxLength={30}
            error={tenantIdError}
            {...register('tenantId')}
          />
          <BrandText name="brand.tenantName" label={g('tenantName')} />
          <BrandText name="brand.company.name" label={g('companyName')} required />
          <BrandText name="brand.company.shortName" label={g('shortName')} />
          <BrandText name="brand.company.code" label={g('code')} />
          <BrandText name="brand.global.title" label={g('title')} required />
        </SimpleGrid>
      </FormSection>
      <ListField name="hosts" title={g('hosts')} item={g('host')} empty={{ host: '' }}>
        {(base) => (
          <BrandText name={`${base}.host`} label={g('host')} description={g('hostsHint')} required />
        )}
      </ListField>
      <FormSection title={g('look')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Controller
            control={control}
            name="brand.global.theme"
            render={({ field }) => (
              <Select
                label={g('theme')}
                description={g('themeHint')}
                withAsterisk
                allowDeselect={false}
                data={ThemeName.map((value) => ({ value, label: t(`themes.${value}`) }))}
                value={field.value}
                onChange={(value) => {
                  if (!value) return;
                  field.onChange(value);
                  void chooseTheme(value as ThemeName);
                }}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={control}
            name="brand.loginVariation"
            render={({ field }) => (
              <Select
                label={g('loginVariation')}
                withAsterisk
                allowDeselect={false}
                data={LoginVariation.map((value) => ({ value, label: t(`layouts.${value}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={control}
            name="brand.global.primaryColor"
            render={({ field }) => (
              <ColorInput
                label={g('primaryColor')}
                withAsterisk
                format="hex"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={colourError}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BrandText name="brand.global.siteUrl" label={g('siteUrl')} />
          <BrandText name="brand.global.baseUrl" label={g('baseUrl')} />
          <BrandText name="brand.global.contactNo" label={g('contactNo')} />
          <BrandText name="brand.global.email" label={g('email')} />
        </SimpleGrid>
        <BrandSwitch name="brand.aboutUsEnabled" label={g('aboutUsEnabled')} />
        <BrandSwitch name="brand.logo.useAgent" label={g('useAgent')} />
      </FormSection>
      <FormSection title={g('regional')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BrandText name="brand.global.defaultCurrency" label={g('currency')} required placeholder="BDT" />
          <BrandText
            name="brand.global.defaultPhoneNumberCode"
            label={g('phoneCode')}
            required
            placeholder="+880"
          />
        </SimpleGrid>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 6 }}>{g('departure')}</legend>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <BrandText name="brand.global.initialDeparture.airportCode" label={g('airportCode')} required />
            <BrandText name="brand.global.initialDeparture.airportName" label={g('airportName')} />
            <BrandText name="brand.global.initialDeparture.cityCode" label={g('cityCode')} required />
            <BrandText name="brand.global.initialDeparture.cityName" label={g('cityName')} />
            <BrandText name="brand.global.initialDeparture.countryCode" label={g('countryCode')} required />
            <BrandText name="brand.global.initialDeparture.countryName" label={g('countryName')} />
          </SimpleGrid>
        </fieldset>
      </FormSection>
      <FormSection title={g('security')}>
        <BrandSwitch name="brand.security.requireDeviceVerification" label={g('deviceVerification')} />
      </FormSection>
    </Stack>
  );
}
