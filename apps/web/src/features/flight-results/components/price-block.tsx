import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItinerarySummary, PriceVisibility } from '@portal/contracts';
import { AgentPriceParts } from '../../../components/agent-price-parts';
import { useMoney } from '../../../lib/use-money';
import type { PriceType } from '../utils/sort-itineraries';
import classes from './results.module.css';

/**
 * The row's prices: the chosen price type large; agent price and commission only with ShowCommision, markup only
 * with ShowMarkup, the source only with ShowSource (the API leaves them out otherwise; the page also hides).
 */
export function PriceBlock({
  itinerary,
  visibility,
  priceType,
}: {
  itinerary: ItinerarySummary;
  visibility: PriceVisibility;
  priceType: PriceType;
}) {
  const { t } = useTranslation('flightResults');
  const money = useMoney();
  const agent = visibility.showCommission ? itinerary.agentAmount : null;
  const agentFirst = priceType === 'agent' && agent !== null;
  return (
    <div className={classes.price}>
      {itinerary.kind === 'SpecialReturn' ? (
        <Badge color="grape" variant="light" size="sm">
          {t('row.specialReturn')}
        </Badge>
      ) : null}
      <Text size="xs" c="dimmed">
        {agentFirst ? t('row.agentPrice') : t('row.gross')}
      </Text>
      <Text className={classes.amount} data-testid="row-price">
        {money(agentFirst ? agent : itinerary.grossAmount)}
      </Text>
      {agent ? (
        <Text size="xs" c="dimmed">
          {agentFirst ? t('row.gross') : t('row.agentPrice')}{' '}
          <Text span fw={700} c="var(--mantine-color-text)" size="xs">
            {money(agentFirst ? itinerary.grossAmount : agent)}
          </Text>
        </Text>
      ) : null}
      {visibility.showCommission && itinerary.commission ? (
        <Text size="xs" c="teal.9">
          {t('row.commission')} <strong>{money(itinerary.commission)}</strong>
        </Text>
      ) : null}
      {agent && itinerary.commission && itinerary.ait ? (
        <AgentPriceParts
          gross={itinerary.grossAmount}
          commission={itinerary.commission}
          ait={itinerary.ait}
        />
      ) : null}
      {visibility.showMarkup && itinerary.markup ? (
        <Text size="xs" c="dimmed">
          {t('row.markup')} <strong>{money(itinerary.markup)}</strong>
        </Text>
      ) : null}
      {visibility.showSource && itinerary.source ? (
        <Text size="xs" c="dimmed">
          {t('row.source')}: <strong>{itinerary.source.name}</strong>
        </Text>
      ) : null}
    </div>
  );
}
