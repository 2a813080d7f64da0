import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A domestic return can also be two one-way tickets; the link opens them side by side. */
export function TwoOneWayBanner({ to }: { to: string }) {
  const { t } = useTranslation('flightResults');
  return (
    <Alert variant="light" color="grape" title={t('twoOneWay.title')}>
      <Text size="sm">
        {t('twoOneWay.text')}{' '}
        <Anchor component={Link} to={to} fw={700}>
          {t('twoOneWay.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
