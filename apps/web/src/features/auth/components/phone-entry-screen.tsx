import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZPhoneForm, type PhoneForm } from '@portal/contracts';
import { StepForm, useStepAttempt } from './step-form';
import { sendPhoneCodeLabelKey } from '../../../lib/send-phone-code-label';

/**
 * The phone entry screen (spec §4 "Phone flow"): the number on file (country code and number) is shown and can be
 * changed only after Change Number; the send button sends it, with changePhoneNumber true when it differs from
 * the original. The button reads "Send OTP" for +880 and "Send Code" otherwise, following the code as it is typed.
 */
export function PhoneEntryScreen({
  initial,
  onSend,
  onCancel,
}: {
  initial: PhoneForm;
  onSend: (phone: PhoneForm, changed: boolean) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const [editable, setEditable] = useState(initial.phoneNumber === '');
  const { attempt } = useStepAttempt();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PhoneForm>({
    resolver: zodResolver(ZPhoneForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const e164Code = useWatch({ control, name: 'e164Code' });

  const submit = handleSubmit((values) => {
    const changed = values.e164Code !== initial.e164Code || values.phoneNumber !== initial.phoneNumber;
    return attempt(() => onSend(values, changed));
  });

  return (
    <StepForm title={t('phoneTitle')} description={t('phoneDescription')} onSubmit={submit}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <TextInput
          label={t('countryCode')}
          inputMode="tel"
          autoComplete="tel-country-code"
          readOnly={!editable}
          w={90}
          // The spec gives no message for a malformed country code, so the field is only marked.
          error={errors.e164Code ? ' ' : undefined}
          {...register('e164Code')}
        />
        <TextInput
          label={t('phoneNumber')}
          inputMode="tel"
          autoComplete="tel-national"
          readOnly={!editable}
          error={errors.phoneNumber?.message}
          style={{ flex: 1 }}
          {...register('phoneNumber')}
        />
      </Group>
      <Group grow>
        <Button variant="default" onClick={() => setEditable(true)} disabled={editable}>
          {t('changeNumber')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t(sendPhoneCodeLabelKey(e164Code))}
        </Button>
      </Group>
      <Button variant="subtle" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </StepForm>
  );
}
