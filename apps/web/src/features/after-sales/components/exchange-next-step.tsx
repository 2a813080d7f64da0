import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AfterSalesRequest } from '@portal/contracts';
import { exchangeStepPath } from '../../../lib/after-sales-paths';

/**
 * An automatic exchange's next step on its own pages: choose the new flights while none is quoted (or the quote
 * lapsed), or review and approve the current quote.
 */
export function ExchangeNextStep({ request, mayAct }: { request: AfterSalesRequest; mayAct: boolean }) {
  const { t } = useTranslation('afterSales');
  if (!mayAct || request.kind !== 'Exchange' || request.mode !== 'Automatic') return null;
  const live = request.status === 'Quoted' && request.quote?.state === 'Current';
  const searching =
    request.status === 'Requested' || request.status === 'Expired' || (request.status === 'Quoted' && !live);
  if (!live && !searching) return null;
  return (
    <Alert color="blue" variant="light">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{live ? t('exchange.next.quoted') : t('exchange.next.search')}</Text>
        <Button
          component={Link}
          to={exchangeStepPath(live ? 'confirm' : 'searchResult', request.reference)}
          size="compact-sm"
        >
          {live ? t('exchange.next.toConfirm') : t('exchange.next.toSearch')}
        </Button>
      </Group>
    </Alert>
  );
}
