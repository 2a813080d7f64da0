import { useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Business, ValidationMessage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useOutboxStatus } from '../api/sign-in-steps';
import { useCountdown } from '../hooks/use-countdown';
import { showAuthError } from './show-auth-error';
import { useStepHeadingShown } from './step-heading';
import { CodeBoxes, emptyCode } from '../../../components/code-boxes';

export interface CodeScreenProps {
  /** The form's accessible name. */
  name: string;
  title: string;
  description: string;
  /** Answers an error message to show, or null when the step moved on. */
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => Promise<void>;
  onCancel: () => void;
  cancelLabel: string;
}

/** A six-digit code screen (spec §2): boxes, Reset, a resend countdown, Verify and Cancel (or Back). */
export function CodeScreen({
  name,
  title,
  description,
  onVerify,
  onResend,
  onCancel,
  cancelLabel,
}: CodeScreenProps) {
  const { t } = useTranslation('auth');
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const inputRefs = useRef<Array<HTMLInputElement | null>>([]);
  const countdown = useCountdown(Business.resendWaitSeconds);
  const outbox = useOutboxStatus();
  const headingShown = useStepHeadingShown();

  const verify = async () => {
    const firstEmpty = digits.findIndex((digit) => digit === '');
    if (firstEmpty >= 0) {
      setIncomplete(true);
      inputRefs.current[firstEmpty]?.focus();
      return;
    }
    setIncomplete(false);
    setBusy(true);
    try {
      const failure = await onVerify(digits.join(''));
      if (failure) showAuthError(failure);
    } catch (error) {
      showAuthError(errorMessage(error, t('common:error.generic')));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
      setDigits(emptyCode());
      countdown.restart();
    } catch (error) {
      showAuthError(errorMessage(error, t('common:error.generic')));
    } finally {
      setResending(false);
    }
  };

  return (
    <form
      aria-label={name}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <Stack gap="md">
        <div>
          {headingShown ? (
            <Title order={2} fz={22}>
              {title}
            </Title>
          ) : null}
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <CodeBoxes
          digitLabel={(number) => t('digit', { number })}
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (next.every((digit) => digit !== '')) setIncomplete(false);
          }}
          inputRefs={inputRefs}
          invalid={incomplete}
        />
        {incomplete ? (
          <Text c="red" size="sm" ta="center" role="alert">
            {ValidationMessage.verificationCodeIncomplete}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => {
              setDigits(emptyCode());
              setIncomplete(false);
              inputRefs.current[0]?.focus();
            }}
          >
            {t('resetCode')}
          </Button>
          {countdown.left > 0 ? (
            <Text size="sm" c="dimmed">
              {t('resendIn', { seconds: countdown.left })}
            </Text>
          ) : (
            <Button variant="subtle" loading={resending} onClick={() => void resend()}>
              {t('resend')}
            </Button>
          )}
        </Group>
        <Group grow>
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={busy}>
            {t('verify')}
          </Button>
        </Group>
        {outbox.data?.enabled ? (
          <Text size="sm" ta="center">
            <Anchor href="/dev/outbox" target="_blank" rel="noopener">
              {t('openOutbox')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
