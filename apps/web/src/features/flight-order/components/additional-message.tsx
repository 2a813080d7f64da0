import { List, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';

/** Notes for the agent about what this booking's status means and what the airline's rules ask. */
export function AdditionalMessage({ order }: { order: FlightOrder }) {
  const { t } = useTranslation('flightOrder');
  const notes: string[] = [];
  if (order.status === 'OnHold') notes.push(t('message.onHold'), t('message.priceMayChange'));
  if (order.status === 'InProgress') notes.push(t('message.inProgress'));
  if (order.status === 'Pending') notes.push(t('message.pending'));
  if (order.status === 'Confirmed') notes.push(t('message.confirmed'));
  if (order.status === 'Cancelled' || order.status === 'Expired') notes.push(t('message.closed'));
  notes.push(t('message.names'), t('message.documents'));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="message-title"
    >
      <Title order={2} fz="lg" id="message-title" mb="xs">
        {t('message.title')}
      </Title>
      <List size="sm" spacing={4}>
        {notes.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
