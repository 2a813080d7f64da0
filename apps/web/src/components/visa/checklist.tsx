import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaChecklistItem } from '@portal/contracts';
import './i18n';

/** The documents each applicant uploads, the required ones marked, each with what exactly the embassy wants. */
export function Checklist({ items }: { items: readonly VisaChecklistItem[] }) {
  const { t } = useTranslation('visaParts');
  return (
    <List spacing={6} size="sm" listStyleType="none" ml={0} pl={0}>
      {items.map((item) => (
        <List.Item key={item.code}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Badge
              size="xs"
              variant={item.required ? 'filled' : 'light'}
              color={item.required ? 'red' : 'gray'}
              mt={3}
              miw={64}
            >
              {item.required ? t('checklist.required') : t('checklist.optional')}
            </Badge>
            <div>
              <Text size="sm" fw={600}>
                {t(`documents.${item.code}`)}
              </Text>
              {item.description ? (
                <Text size="xs" c="dimmed">
                  {item.description}
                </Text>
              ) : null}
            </div>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
