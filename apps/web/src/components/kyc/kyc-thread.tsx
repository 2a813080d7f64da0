import { useState } from 'react';
import { Box, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AgencyDocumentKinds,
  DocumentLimit,
  DocumentMessage,
  type AgencyDocumentKind,
  type KycRemark,
} from '@portal/contracts';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toasts';
import { useTenantDateTime } from '../../lib/use-tenant-time';
import './i18n';

/**
 * The KYC conversation between the operators and the agency, oldest first, each message with its side, author,
 * time and the document it is about; `onSend` adds one (absent: the reader may only read).
 */
export function KycThread({
  remarks,
  side,
  onSend,
}: {
  remarks: readonly KycRemark[];
  /** Whose page this is: their own messages sit on the right. */
  side: KycRemark['side'];
  onSend?: (message: { text: string; documentKind: AgencyDocumentKind | null }) => Promise<unknown>;
}) {
  const { t } = useTranslation('kyc');
  const dateTime = useTenantDateTime();
  const [text, setText] = useState('');
  const [about, setAbout] = useState<AgencyDocumentKind | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const trimmed = text.trim();
    if (trimmed.length < DocumentLimit.remarkMin || trimmed.length > DocumentLimit.remarkMax) {
      setProblem(DocumentMessage.remarkLength);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await onSend?.({ text: trimmed, documentKind: about || null });
      setText('');
      showToast({ color: 'green', message: t('thread.sent') });
    } catch (error) {
      setProblem(errorMessage(error, t('thread.failed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="kyc-thread-title">
      <Title order={2} size="h4" id="kyc-thread-title">
        {side === 'agency' ? t('thread.title') : t('thread.titleOperator')}
      </Title>
      {remarks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('thread.empty')}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('thread.label')}
        >
          {remarks.map((remark) => {
            const own = remark.side === side;
            return (
              <Box component="li" key={remark.remarkId} style={{ display: 'flex' }}>
                <Paper
                  withBorder
                  radius="md"
                  p="sm"
                  maw={{ base: '100%', sm: '80%' }}
                  ml={own ? 'auto' : 0}
                  bg={remark.side === 'operator' ? 'gray.0' : undefined}
                  data-side={remark.side}
                >
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Text size="xs" fw={600}>
                      {remark.authorName} · {t(`thread.${remark.side}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dateTime(remark.createdAt)}
                    </Text>
                  </Group>
                  {remark.documentKind ? (
                    <Text size="xs" c="dimmed">
                      {t('thread.about', { kind: t(`kinds.${remark.documentKind}`) })}
                    </Text>
                  ) : null}
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {remark.text}
                  </Text>
                </Paper>
              </Box>
            );
          })}
        </Stack>
      )}
      {onSend ? (
        <Box
          component="form"
          noValidate
          aria-label={side === 'agency' ? t('thread.title') : t('thread.titleOperator')}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="xs">
            <NativeSelect
              label={t('thread.aboutLabel')}
              value={about}
              onChange={(event) => setAbout(event.currentTarget.value as AgencyDocumentKind | '')}
              data={[
                { value: '', label: t('thread.general') },
                ...AgencyDocumentKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
              ]}
              w={{ base: '100%', sm: 280 }}
            />
            <Textarea
              label={t('thread.message')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={DocumentLimit.remarkMax}
              error={problem}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={sending}>
                {t('thread.send')}
              </Button>
            </Group>
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
