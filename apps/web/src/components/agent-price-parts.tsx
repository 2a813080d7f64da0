import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Money } from '@portal/contracts';
import { useMoney } from '../lib/use-money';

/**
 * What makes up an agent price: gross, less commission, plus AIT and other taxes, so an agent price above gross
 * (commission 0, AIT added) reads as explained.
 */
export function AgentPriceParts({ gross, commission, ait }: { gross: Money; commission: Money; ait: Money }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Text size="xs" c="dimmed" data-testid="agent-price-parts">
      {t('agentPriceParts', { gross: money(gross), commission: money(commission), ait: money(ait) })}
    </Text>
  );
}
