import { useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { ValidationMessage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { CodeBoxes, emptyCode } from '../../../components/code-boxes';
import { errorMessage } from '../../../lib/api-errors';
import { sendPhoneCodeLabelKey } from '../../../lib/send-phone-code-label';
import { showToast } from '../../../lib/toasts';
import { verifyCode } from '../api/verify-code';

export type Verification =
  | { state: 'idle' }
  | { state: 'sent'; reference: string; address: string }
  | { state: 'verified'; reference: string; address: string };

/**
 * Proves an email or phone number by a six-digit code: Send code (after the field itself is valid), then the code
 * boxes and Verify. Changing the address afterwards asks for a new code (the parent resets the state). For a phone
 * the button reads "Send OTP" for +880 and "Send Code" otherwise (spec §5).
 */
export function AddressVerification({
  kind,
  e164Code,
  address,
  verification,
  onChange,
  onSend,
  error,
}: {
  kind: 'email' | 'phone';
  /** The phone's country code as typed now, which picks the send button's label. */
  e164Code?: string | undefined;
  /** The address as typed now; null while the field is invalid. */
  address: () => Promise<string | null>;
  verification: Verification;
  onChange: (verification: Verification) => void;
  onSend: (address: string) => Promise<string>;
  error?: string | undefined;
}) {
  const { t } = useTranslation('registration');
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRefs = useRef<Array<HTMLInputElement | null>>([]);
  const sendLabel = kind === 'phone' ? t(sendPhoneCodeLabelKey(e164Code)) : t('sendCode');

  const send = async () => {
    setProblem(null);
    const target = await address();
    if (!target) return;
    setBusy(true);
    try {
      const reference = await onSend(target);
      setDigits(emptyCode());
      onChange({ state: 'sent', reference, address: target });
      showToast({ message: t(kind === 'email' ? 'emailCodeSent' : 'phoneCodeSent'), color: 'green' });
    } catch (failure) {
      setProblem(errorMessage(failure, t('common:error.generic')));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (verification.state !== 'sent') return;
    const firstEmpty = digits.findIndex((digit) => digit === '');
    if (firstEmpty >= 0) {
      setIncomplete(true);
      inputRefs.current[firstEmpty]?.focus();
      return;
    }
    setIncomplete(false);
    setProblem(null);
    setBusy(true);
    try {
      await verifyCode(kind, { reference: verification.reference, code: digits.join('') });
      onChange({ ...verification, state: 'verified' });
    } catch (failure) {
      setProblem(errorMessage(failure, t('common:error.generic')));
    } finally {
      setBusy(false);
    }
  };

  if (verification.state === 'verified') {
    return (
      <Group gap={6} data-testid={`${kind}-verified`}>
        <Text size="sm" c="green.8" fw={600}>
          ✓ {t('verified')}
        </Text>
      </Group>
    );
  }

  return (
    <Stack gap={6}>
      {verification.state === 'sent' ? (
        <Stack gap={6} role="group" aria-label={t('codeFor', { address: verification.address })}>
          <Text size="sm">{t('codeFor', { address: verification.address })}</Text>
          <Group gap="sm" wrap="wrap">
            <CodeBoxes
              digits={digits}
              onChange={setDigits}
              inputRefs={inputRefs}
              invalid={incomplete}
              digitLabel={(number) => t('digit', { number })}
            />
            <Button onClick={() => void verify()} loading={busy}>
              {t('verify')}
            </Button>
          </Group>
          {incomplete ? (
            <Text size="xs" c="red.7">
              {ValidationMessage.verificationCodeIncomplete}
            </Text>
          ) : null}
          <Anchor component="button" type="button" size="sm" onClick={() => void send()}>
            {t('resendCode')}
          </Anchor>
        </Stack>
      ) : (
        <Button
          variant="light"
          w="fit-content"
          onClick={() => void send()}
          loading={busy}
          aria-label={`${sendLabel} (${t(kind === 'email' ? 'email' : 'phoneNumber')})`}
        >
          {sendLabel}
        </Button>
      )}
      {problem || error ? (
        <Text size="xs" c="red.7" role="alert">
          {problem ?? error}
        </Text>
      ) : null}
    </Stack>
  );
}
