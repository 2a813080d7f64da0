import { Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaCorrection } from '@portal/contracts';
import { useTenantDateTime } from '../../lib/use-tenant-time';
import './i18n';

/** Every correction asked (ShowVisaCorrectionHistory), newest first: which documents, why, and when answered. */
export function VisaCorrections({ corrections }: { corrections: readonly VisaCorrection[] }) {
  const { t } = useTranslation('visaParts');
  const time = useTenantDateTime();
  const newestFirst = [...corrections].sort((a, b) => b.askedAt.localeCompare(a.askedAt));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-corrections-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="visa-corrections-title">
          {t('corrections.title')}
        </Title>
        {newestFirst.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('corrections.none')}
          </Text>
        ) : (
          newestFirst.map((correction) => (
            <Stack key={correction.correctionId} gap={4} data-testid="visa-correction">
              <Text size="xs" c="dimmed">
                {t('corrections.asked', { time: time(correction.askedAt), name: correction.askedBy })}
              </Text>
              <List size="sm" spacing={2}>
                {correction.items.map((item) => (
                  <List.Item key={`${item.applicantId}-${item.code}`}>
                    <Text size="sm" span fw={600}>
                      {t('corrections.item', {
                        name: item.applicantName,
                        document: t(`documents.${item.code}`),
                      })}
                    </Text>{' '}
                    <Text size="sm" span c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      — {item.reason}
                    </Text>
                  </List.Item>
                ))}
              </List>
              {correction.answeredAt ? (
                <Text size="xs" c="teal.8">
                  {t('corrections.answered', {
                    time: time(correction.answeredAt),
                    name: correction.answeredBy ?? '',
                  })}
                </Text>
              ) : (
                <Badge size="sm" color="orange" variant="light" w="fit-content">
                  {t('corrections.waiting')}
                </Badge>
              )}
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}
