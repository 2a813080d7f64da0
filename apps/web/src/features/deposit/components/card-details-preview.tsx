import { Alert, Badge, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardBrandLabel, type CardDetails } from '@portal/contracts';

/** What the card's first digits say: brand, issuing bank, local or international, and the rate that applies. */
export function CardDetailsPreview({
  details,
  loading,
  failed,
}: {
  details: CardDetails | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('onlinePayment');
  if (failed)
    return (
      <Text size="sm" c="red">
        {t('card.unknown')}
      </Text>
    );
  if (!details) {
    return loading ? (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('card.checking')}</Text>
      </Group>
    ) : null;
  }
  if (!details.accepted) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('card.notAccepted')}
      </Alert>
    );
  }
  return (
    <Group gap="xs" role="status" aria-label={t('card.details')} data-testid="card-details">
      <Badge variant="light">{details.brand ? CardBrandLabel[details.brand] : t('card.brandUnknown')}</Badge>
      <Text size="sm">{details.issuer ?? t('card.issuerUnknown')}</Text>
      <Badge variant="outline" color={details.scope === 'local' ? 'teal' : 'grape'}>
        {t(`card.${details.scope}`)} · {details.surchargeBasisPoints / 100}%
      </Badge>
      {loading ? <Loader size="xs" aria-label={t('card.checking')} /> : null}
    </Group>
  );
}
