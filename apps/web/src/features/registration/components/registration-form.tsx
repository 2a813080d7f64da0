import { useCallback, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  Business,
  RegistrationDocumentKinds,
  RegistrationMessage,
  ZRegistrationForm,
  type RegistrationDocumentKind,
  type RegistrationForm as RegistrationFormValues,
  type RegistrationType,
} from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { registerAgency } from '../api/register';
import { sendEmailCode, sendPhoneCode } from '../api/send-code';
import { AddressVerification, type Verification } from './address-verification';
import { BotCheck } from './bot-check';
import { DocumentField } from './document-field';

type Documents = Record<RegistrationDocumentKind, { file: File | null; error: string | null }>;

const noDocuments = (): Documents => ({
  nationalIdFront: { file: null, error: null },
  nationalIdBack: { file: null, error: null },
  tradeLicense: { file: null, error: null },
});

/**
 * The registration form (spec §5): the fields, the email and the phone each proven by a code, the three documents,
 * the consent and the bot check. The server makes every check again; its message (or the spec's fallback) is
 * shown when it refuses.
 */
export function RegistrationForm({
  type,
  corporate,
  onRegistered,
}: {
  type: RegistrationType;
  corporate: boolean;
  onRegistered: () => void;
}) {
  const { t } = useTranslation('registration');
  const config = useTenantConfig();
  const [emailProof, setEmailProof] = useState<Verification>({ state: 'idle' });
  const [phoneProof, setPhoneProof] = useState<Verification>({ state: 'idle' });
  const [documents, setDocuments] = useState<Documents>(noDocuments);
  const [botCheck, setBotCheck] = useState<string | null>(null);
  const [botRound, setBotRound] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [extraErrors, setExtraErrors] = useState<Partial<Record<string, string>>>({});
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues>({
    resolver: zodResolver(ZRegistrationForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      companyName: '',
      firstName: '',
      lastName: '',
      email: '',
      e164Code: config.global.defaultPhoneNumberCode || Business.defaultPhoneCountryCode,
      phoneNumber: '',
      city: '',
      address: '',
      zipCode: '',
      password: '',
      confirmPassword: '',
      consent: false,
    },
  });
  const onBotSolved = useCallback((payload: string | null) => setBotCheck(payload), []);
  const e164Code = useWatch({ control, name: 'e164Code' });

  const phoneAddress = () => `${getValues('e164Code')}${getValues('phoneNumber')}`;
  // A proof holds only for the address it was sent to; editing the field asks for a new code.
  const emailField = register('email', {
    onChange: () => setEmailProof((proof) => (proof.state === 'idle' ? proof : { state: 'idle' })),
  });
  const phoneField = register('phoneNumber', {
    onChange: () => setPhoneProof((proof) => (proof.state === 'idle' ? proof : { state: 'idle' })),
  });

  const outsideErrors = () => {
    const found: Partial<Record<string, string>> = {};
    if (emailProof.state !== 'verified') found.email = RegistrationMessage.emailNotVerified;
    if (phoneProof.state !== 'verified') found.phone = RegistrationMessage.phoneNotVerified;
    for (const kind of RegistrationDocumentKinds) {
      const entry = documents[kind];
      const documentError = entry.file ? entry.error : RegistrationMessage.fileRequired;
      if (documentError) found[kind] = documentError;
    }
    if (!botCheck) found.botCheck = RegistrationMessage.botCheckRequired;
    return found;
  };

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      const outside = outsideErrors();
      setExtraErrors(outside);
      if (Object.keys(outside).length > 0 || !botCheck) return;
      if (emailProof.state !== 'verified' || phoneProof.state !== 'verified') return;
      const form = new FormData();
      const text: Record<string, string> = {
        type: String(type),
        corporate: String(corporate),
        companyName: values.companyName,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        emailReference: emailProof.reference,
        e164Code: values.e164Code,
        phoneNumber: values.phoneNumber,
        phoneReference: phoneProof.reference,
        city: values.city,
        address: values.address,
        zipCode: values.zipCode,
        password: values.password,
        consent: String(values.consent),
        botCheck,
      };
      for (const [name, value] of Object.entries(text)) form.append(name, value);
      for (const kind of RegistrationDocumentKinds) {
        const file = documents[kind].file;
        if (file) form.append(kind, file, file.name);
      }
      try {
        await registerAgency(form);
        onRegistered();
      } catch (error) {
        setProblem(errorMessage(error, RegistrationMessage.fallback));
        // A bot-check solution is good for one submission.
        setBotRound((round) => round + 1);
      }
    },
    () => setExtraErrors(outsideErrors()),
  );

  return (
    <form aria-label={t('submit')} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('companyName')}
            withAsterisk
            autoComplete="organization"
            style={{ gridColumn: '1 / -1' }}
            error={errors.companyName?.message}
            {...register('companyName')}
          />
          <TextInput
            label={t('firstName')}
            withAsterisk
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label={t('lastName')}
            withAsterisk
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <Stack gap={6}>
            <TextInput
              label={t('email')}
              type="email"
              withAsterisk
              autoComplete="email"
              readOnly={emailProof.state === 'verified'}
              error={errors.email?.message}
              {...emailField}
            />
            <AddressVerification
              kind="email"
              verification={emailProof}
              onChange={setEmailProof}
              error={extraErrors.email}
              address={async () => ((await trigger('email')) ? getValues('email') : null)}
              onSend={async (email) => (await sendEmailCode({ email })).reference}
            />
          </Stack>
          <Stack gap={6}>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t('phoneCountry')}
                w={112}
                readOnly={phoneProof.state === 'verified'}
                error={errors.e164Code ? ' ' : undefined}
                {...register('e164Code', { onChange: () => setPhoneProof({ state: 'idle' }) })}
              />
              <TextInput
                label={t('phoneNumber')}
                style={{ flex: 1 }}
                type="tel"
                withAsterisk
                autoComplete="tel-national"
                readOnly={phoneProof.state === 'verified'}
                error={errors.phoneNumber?.message}
                {...phoneField}
              />
            </Group>
            <AddressVerification
              kind="phone"
              e164Code={e164Code}
              verification={phoneProof}
              onChange={setPhoneProof}
              error={extraErrors.phone}
              address={async () => ((await trigger(['e164Code', 'phoneNumber'])) ? phoneAddress() : null)}
              onSend={async () =>
                (
                  await sendPhoneCode({
                    e164Code: getValues('e164Code'),
                    phoneNumber: getValues('phoneNumber'),
                  })
                ).reference
              }
            />
          </Stack>
          <TextInput
            label={t('city')}
            withAsterisk
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextInput
            label={t('zipCode')}
            withAsterisk
            autoComplete="postal-code"
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
        </SimpleGrid>
        <Textarea
          label={t('address')}
          withAsterisk
          autosize
          minRows={2}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <PasswordInput
            label={t('password')}
            withAsterisk
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label={t('confirmPassword')}
            withAsterisk
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </SimpleGrid>
        <div>
          <Title order={2} fz="lg">
            {t('documents')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('documentsHint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {RegistrationDocumentKinds.map((kind) => (
            <DocumentField
              key={kind}
              kind={kind}
              file={documents[kind].file}
              error={documents[kind].error ?? extraErrors[kind]}
              onChange={(file, error) => {
                setDocuments((current) => ({ ...current, [kind]: { file, error } }));
                setExtraErrors((current) => ({ ...current, [kind]: undefined }));
              }}
            />
          ))}
        </SimpleGrid>
        <Checkbox
          label={t('consent', { company: config.company.shortName || config.tenantName })}
          error={errors.consent?.message}
          {...register('consent')}
        />
        <BotCheck
          round={botRound}
          onSolved={onBotSolved}
          error={botCheck ? undefined : extraErrors.botCheck}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={isSubmitting} w={{ base: '100%', sm: 'fit-content' }}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
