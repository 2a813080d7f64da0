import { useState } from 'react';
import { Alert, Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisaOffer } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useCountryName } from '../../../components/visa/use-country-name';
import { Checklist } from '../../../components/visa/checklist';
import { FeeTable } from './fee-table';
import { ProductFacts } from '../../../components/visa/product-facts';
import '../../../components/visa/i18n';
import '../i18n';

/**
 * One visa on offer: what it is (type, entries, validity, stay, processing), its fees per applicant with the
 * embassy's and ours apart, when to apply by, the documents to gather and the notes, and Apply.
 */
export function OfferCard({ offer, applyTo }: { offer: VisaOffer; applyTo: string }) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  const day = useCalendarDay();
  const countryName = useCountryName();
  const [details, setDetails] = useState(false);
  const headingId = `offer-${offer.productId}`;
  const required = offer.checklist.filter((item) => item.required).length;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="visa-offer"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Badge variant="light">{t(`visaParts:visaTypes.${offer.visaType}`)}</Badge>
              <Text size="sm" c="dimmed">
                {countryName(offer.destination.code, offer.destination.name)}
              </Text>
            </Group>
            <Title order={2} fz="lg" id={headingId}>
              {offer.title}
            </Title>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('offer.totalFor')}
            </Text>
            <Text fw={800} fz="xl" style={{ whiteSpace: 'nowrap' }}>
              {money(offer.total, offer.currency)}
            </Text>
          </Stack>
        </Group>
        <ProductFacts product={offer} />
        <FeeTable
          lines={offer.lines}
          currency={offer.currency}
          totals={offer}
          caption={t('offer.feesCaption')}
        />
        {offer.enoughTime ? (
          <Text size="sm" c="dimmed">
            {t('offer.applyBy', { date: day(offer.applyBy) })}
          </Text>
        ) : (
          <Alert color="orange" variant="light" p="xs">
            {t('offer.lateWarning', { count: offer.processingDays, date: day(offer.applyBy) })}
          </Alert>
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Button
            variant="subtle"
            size="compact-sm"
            styles={{
              label: { whiteSpace: 'normal', textAlign: 'left' },
              root: { height: 'auto', minHeight: 26 },
            }}
            onClick={() => setDetails((shown) => !shown)}
            aria-expanded={details}
            aria-controls={`${headingId}-details`}
          >
            {details
              ? t('offer.hideDocuments')
              : t('offer.showDocuments', { count: offer.checklist.length, required })}
          </Button>
          <Button
            component={Link}
            to={applyTo}
            miw={120}
            aria-label={t('offer.applyFor', { title: offer.title })}
          >
            {t('offer.apply')}
          </Button>
        </Group>
        <Collapse expanded={details} id={`${headingId}-details`}>
          <Stack gap="sm" pt="xs">
            <Checklist items={offer.checklist} />
            {offer.notes ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {offer.notes}
              </Text>
            ) : null}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
