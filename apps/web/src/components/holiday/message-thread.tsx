import { useId, useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HolidayLimit, HolidayRequestMessage, type HolidayRequestMessageView } from '@portal/contracts';
import { useTenantDateTime } from '../../lib/use-tenant-time';
import { translateHolidayMessage } from './messages';
import './i18n';

/**
 * The request's thread between the agency and the holiday desk, oldest first, and a box to write in while the
 * request takes messages. `side` is who reads it: their own messages stand on the right.
 */
export function MessageThread({
  messages,
  side,
  canWrite,
  agencyName,
  onSend,
}: {
  messages: HolidayRequestMessageView[];
  side: 'Agency' | 'Operator';
  canWrite: boolean;
  agencyName: string;
  /** Sends the text; resolves to the problem to show, or null once sent. */
  onSend: (message: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('holidayParts');
  const titleId = useId();
  const time = useTenantDateTime();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const author = (message: HolidayRequestMessageView) => {
    if (message.side === side) return t('thread.us');
    return message.side === 'Operator'
      ? t('thread.desk')
      : t('thread.agency', { name: message.by, agency: agencyName });
  };

  const send = async () => {
    if (!text.trim()) {
      setProblem(HolidayRequestMessage.messageRequired);
      return;
    }
    setSending(true);
    const refused = await onSend(text.trim());
    setSending(false);
    setProblem(refused);
    if (refused === null) setText('');
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('thread.title')}
        </Title>
        {messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('thread.empty')}
          </Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {messages.map((message) => {
              const mine = message.side === side;
              return (
                <Paper
                  component="li"
                  key={message.messageId}
                  p="xs"
                  radius="md"
                  bg={mine ? 'blue.0' : 'gray.1'}
                  maw="85%"
                  style={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}
                  data-testid="thread-message"
                >
                  <Text size="xs" c="dimmed">
                    {author(message)} · {time(message.at)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.body}
                  </Text>
                </Paper>
              );
            })}
          </Stack>
        )}
        {canWrite ? (
          <Stack gap="xs">
            <Textarea
              label={t('thread.label')}
              placeholder={t('thread.placeholder')}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setProblem(null);
              }}
              maxLength={HolidayLimit.messageMaxLength}
              autosize
              minRows={2}
              maxRows={8}
              error={translateHolidayMessage(t, problem)}
              description={t('thread.count', { count: text.length, max: HolidayLimit.messageMaxLength })}
            />
            <Button onClick={() => void send()} loading={sending} style={{ alignSelf: 'flex-end' }}>
              {t('thread.send')}
            </Button>
          </Stack>
        ) : (
          <Alert color="gray" variant="light">
            {t('thread.closed')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
