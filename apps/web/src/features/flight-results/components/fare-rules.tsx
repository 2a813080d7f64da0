import { Accordion, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useAirRule } from '../api/get-air-rule';
import { PanelFailed, PanelLoading } from './panel-state';

/** Fare rules (Rule/AirRule), one section per fare component; loaded when the tab is opened. */
export function FareRules({ requestId, itineraryId }: { requestId: string; itineraryId: string }) {
  const { t } = useTranslation('flightResults');
  const rules = useAirRule(requestId, itineraryId);
  if (rules.isPending) return <PanelLoading label={t('details.rulesLoading')} />;
  if (rules.isError) return <PanelFailed message={errorMessage(rules.error, t('details.rulesFailed'))} />;
  return (
    <Accordion
      multiple
      defaultValue={rules.data.rules.map((_, index) => String(index)).slice(0, 1)}
      variant="separated"
    >
      {rules.data.rules.map((rule, index) => (
        <Accordion.Item key={index} value={String(index)}>
          <Accordion.Control>
            {rule.origin} → {rule.destination}{' '}
            <Text span size="sm" c="dimmed">
              · {t('details.fareBasis', { fareBasis: rule.fareBasis })}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            {rule.sections.map((section) => (
              <div key={section.title} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
                <Text fw={700} size="sm">
                  {section.title}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {section.text}
                </Text>
              </div>
            ))}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
