import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaApplication } from '@portal/contracts';
import { Checklist } from '../../../components/visa/checklist';
import { ProductFacts } from '../../../components/visa/product-facts';
import { useCountryName } from '../../../components/visa/use-country-name';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import '../../../components/visa/i18n';
import '../application-i18n';

/** The visa as applied for (later edits of the product change nothing here), the travel date and its notes. */
export function AppliedProduct({ application }: { application: VisaApplication }) {
  const { t } = useTranslation('visa');
  const day = useCalendarDay();
  const countryName = useCountryName();
  const { product } = application;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-product-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{t(`visaParts:visaTypes.${product.visaType}`)}</Badge>
          <Text size="sm" c="dimmed">
            {countryName(product.countryCode, product.countryName)}
          </Text>
        </Group>
        <Title order={2} fz="lg" id="visa-product-title">
          {product.title}
        </Title>
        <Text size="sm">
          {t('order.product.travel', {
            date: day(application.travelDate),
            nationality: countryName(application.nationality),
          })}
        </Text>
        <ProductFacts product={product} />
        <details>
          <summary style={{ cursor: 'pointer' }}>
            <Text span size="sm" fw={600}>
              {t('order.product.checklist')}
            </Text>
          </summary>
          <Stack gap="sm" pt="xs">
            <Checklist items={product.checklist} />
            {product.notes ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {product.notes}
              </Text>
            ) : null}
          </Stack>
        </details>
      </Stack>
    </Paper>
  );
}
