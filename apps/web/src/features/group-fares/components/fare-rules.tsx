import { Accordion, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The block's fare rules, folded away until asked for (they run long). */
export function FareRules({ rules, baggage }: { rules: string; baggage?: string }) {
  const { t } = useTranslation('groupFares');
  return (
    <Accordion variant="contained" radius="md" chevronPosition="right">
      <Accordion.Item value="rules">
        <Accordion.Control>{t('block.fareRules')}</Accordion.Control>
        <Accordion.Panel>
          {baggage ? (
            <Text size="sm" mb="xs">
              <Text span fw={600}>
                {t('block.baggage')}:
              </Text>{' '}
              {baggage}
            </Text>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {rules}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
