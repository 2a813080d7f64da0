import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Loader, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Business, type AuthenticateResponse } from '@portal/contracts';
import { saveToken } from '../../../lib/client-store';
import { showToast } from '../../../lib/toasts';
import type { LoginFormProps } from '../../../tenant/login-form-slot';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { authenticate } from '../api/authenticate';
import {
  changePassword,
  resetPassword,
  sendPhoneCode,
  verifyDevice,
  verifyPhoneCode,
  verifyResetCode,
} from '../api/sign-in-steps';
import {
  CodeScreen,
  NewPasswordScreen,
  PasswordChangedModal,
  PhoneEntryScreen,
  ResetEmailScreen,
} from './step-screens';
import { CredentialsForm } from './credentials-form';
import { StepHeadingProvider } from './step-heading';
import '../i18n';

type Phone = { e164Code: string; phoneNumber: string };

/** Where the login box is in the sign-in branches of spec §4. Tokens of restricted steps are held here only. */
type Step =
  | { kind: 'login' }
  | { kind: 'deviceCode'; username: string; reference: string; password: string }
  | { kind: 'forcedPassword'; username: string; token: string }
  | { kind: 'phoneEntry'; username: string; token: string; phone: Phone }
  | { kind: 'phoneCode'; username: string; token: string; phone: Phone; reference: string; original: Phone }
  | { kind: 'resetEmail' }
  | { kind: 'resetCode'; username: string; reference: string }
  | { kind: 'resetPassword'; username: string; reference: string };

/** Each step's heading (the key in the auth translations), which a dialog around the box shows as its title. */
const stepTitleKey: Record<Step['kind'], string> = {
  login: 'login',
  deviceCode: 'emailCodeTitle',
  forcedPassword: 'newPasswordTitle',
  phoneEntry: 'phoneTitle',
  phoneCode: 'phoneCodeTitle',
  resetEmail: 'resetTitle',
  resetCode: 'resetCodeTitle',
  resetPassword: 'newPasswordTitle',
};

/**
 * Moves focus into a step when the box changes step: the button that led there is gone, and focus would fall to
 * the page (outside a dialog's focus trap). The step's screen may still be loading, so it looks for a moment.
 */
function useFocusOnStepChange(box: RefObject<HTMLDivElement | null>, stepKind: Step['kind']) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let tries = 0;
    const timer = window.setInterval(() => {
      // While the next screen loads, the previous one is still there, hidden: only a visible field will do.
      const field = [
        ...(box.current?.querySelectorAll<HTMLElement>('input:not([type="hidden"]), button') ?? []),
      ].find((element) => element.offsetParent !== null);
      tries += 1;
      if (field || tries > 40) {
        window.clearInterval(timer);
        field?.focus();
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [box, stepKind]);
}

const toast = (message: string, color: 'green' | 'red' = 'green') => showToast({ message, color });

/** The login box and every sign-in branch: device code, forced password change, phone check and password reset. */
export default function LoginBox({
  onSignUp,
  withTitle = false,
  inDialog = false,
  onStepTitle,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const config = useTenantConfig();
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const [passwordChanged, setPasswordChanged] = useState(false);
  const defaultPhone = {
    e164Code: config.global.defaultPhoneNumberCode || Business.defaultPhoneCountryCode,
    phoneNumber: '',
  };
  const backToLogin = () => setStep({ kind: 'login' });
  const stepTitle = t(stepTitleKey[step.kind]);
  useEffect(() => onStepTitle?.(stepTitle), [onStepTitle, stepTitle]);
  const box = useRef<HTMLDivElement>(null);
  useFocusOnStepChange(box, step.kind);

  /** Follows a login answer to its next step (spec §4 "Login"); answers an error message when there is none. */
  const proceed = async (
    result: AuthenticateResponse,
    username: string,
    password: string,
  ): Promise<string | null> => {
    const token = result.identity?.token;
    if (result.authenticated && token) {
      if (result.forceChangePassword) {
        setStep({ kind: 'forcedPassword', username, token });
      } else if (result.verifyPhoneNumber) {
        setStep({ kind: 'phoneEntry', username, token, phone: result.phoneNumber ?? defaultPhone });
      } else {
        saveToken(token);
        await navigate('/searchpad');
      }
      return null;
    }
    if (result.verificationReference) {
      setStep({ kind: 'deviceCode', username, reference: result.verificationReference, password });
      toast(t('emailCodeSent'));
      return null;
    }
    return result.error?.message ?? result.error?.code ?? t('common:error.generic');
  };

  const content = (() => {
    switch (step.kind) {
      case 'login':
        return (
          <CredentialsForm
            withTitle={withTitle}
            onSignUp={onSignUp}
            proceed={proceed}
            onReset={() => setStep({ kind: 'resetEmail' })}
          />
        );
      case 'deviceCode':
        return (
          <CodeScreen
            key={step.reference}
            name={t('emailCodeForm')}
            title={t('emailCodeTitle')}
            description={t('emailCodeDescription', { email: step.username })}
            cancelLabel={t('cancel')}
            onCancel={backToLogin}
            onVerify={async (code) => {
              const result = await verifyDevice({
                username: step.username,
                reference: step.reference,
                verificationCode: code,
              });
              return proceed(result, step.username, step.password);
            }}
            onResend={async () => {
              const result = await authenticate({ username: step.username, password: step.password });
              if (result.verificationReference) setStep({ ...step, reference: result.verificationReference });
              toast(t('emailCodeSent'));
            }}
          />
        );
      case 'forcedPassword':
        return (
          <NewPasswordScreen
            description={t('forcedPasswordDescription')}
            onCancel={backToLogin}
            onSubmit={async (password) => {
              const result = await changePassword({ username: step.username, password }, step.token);
              if (!result.passwordChanged) return result.error?.message ?? t('common:error.generic');
              setPasswordChanged(true);
              return null;
            }}
          />
        );
      case 'phoneEntry':
        return (
          <PhoneEntryScreen
            initial={step.phone}
            onCancel={backToLogin}
            onSend={async (phone, changed) => {
              const result = await sendPhoneCode({ ...phone, changePhoneNumber: changed }, step.token);
              if (result.skip) {
                saveToken(step.token);
                toast(t('phoneChanged'));
                await navigate('/searchpad');
                return null;
              }
              if (!result.smsSent || !result.verificationReference)
                return result.error?.message ?? t('common:error.generic');
              toast(t('phoneCodeSent'));
              setStep({
                kind: 'phoneCode',
                username: step.username,
                token: step.token,
                phone,
                reference: result.verificationReference,
                original: step.phone,
              });
              return null;
            }}
          />
        );
      case 'phoneCode':
        return (
          <CodeScreen
            key={step.reference}
            name={t('phoneCodeForm')}
            title={t('phoneCodeTitle')}
            description={t('phoneCodeDescription', {
              phone: `${step.phone.e164Code} ${step.phone.phoneNumber}`,
            })}
            cancelLabel={t('back')}
            onCancel={() =>
              setStep({
                kind: 'phoneEntry',
                username: step.username,
                token: step.token,
                phone: step.original,
              })
            }
            onVerify={async (code) => {
              const result = await verifyPhoneCode(
                { reference: step.reference, username: step.username, verificationCode: code, ...step.phone },
                step.token,
              );
              if (!result.verified) return result.error?.message ?? t('common:error.generic');
              toast(t('phoneVerified'));
              setTimeout(() => {
                saveToken(step.token);
                void navigate('/searchpad');
              }, Business.redirectAfterPhoneVerifyMs);
              return null;
            }}
            onResend={async () => {
              const changed =
                step.phone.e164Code !== step.original.e164Code ||
                step.phone.phoneNumber !== step.original.phoneNumber;
              const result = await sendPhoneCode({ ...step.phone, changePhoneNumber: changed }, step.token);
              if (result.verificationReference) setStep({ ...step, reference: result.verificationReference });
              toast(t('phoneCodeSent'));
            }}
          />
        );
      case 'resetEmail':
        return (
          <ResetEmailScreen
            onCancel={backToLogin}
            onSend={async (username) => {
              const result = await resetPassword(username);
              if (!result.mailSent || !result.verificationReference)
                return result.error?.message ?? t('common:error.generic');
              toast(t('emailCodeSent'));
              setStep({ kind: 'resetCode', username, reference: result.verificationReference });
              return null;
            }}
          />
        );
      case 'resetCode':
        return (
          <CodeScreen
            key={step.reference}
            name={t('resetCodeForm')}
            title={t('resetCodeTitle')}
            description={t('emailCodeDescription', { email: step.username })}
            cancelLabel={t('cancel')}
            onCancel={backToLogin}
            onVerify={async (code) => {
              const result = await verifyResetCode({
                username: step.username,
                reference: step.reference,
                verificationCode: code,
              });
              if (!result.verified) return result.error?.message ?? t('common:error.generic');
              setStep({ kind: 'resetPassword', username: step.username, reference: step.reference });
              return null;
            }}
            onResend={async () => {
              const result = await resetPassword(step.username);
              if (result.verificationReference) setStep({ ...step, reference: result.verificationReference });
              toast(t('emailCodeSent'));
            }}
          />
        );
      case 'resetPassword':
        return (
          <NewPasswordScreen
            description={t('resetPasswordDescription')}
            onCancel={backToLogin}
            onSubmit={async (password) => {
              const result = await changePassword({
                username: step.username,
                password,
                reference: step.reference,
              });
              if (!result.passwordChanged) return result.error?.message ?? t('common:error.generic');
              setPasswordChanged(true);
              return null;
            }}
          />
        );
    }
  })();

  return (
    <Stack ref={box} gap="md" id={inDialog ? undefined : 'login'}>
      <StepHeadingProvider value={!inDialog}>
        <Suspense fallback={<Loader aria-label={t('loadingStep')} mx="auto" my="xl" />}>
          {content}
          {passwordChanged ? <PasswordChangedModal opened /> : null}
        </Suspense>
      </StepHeadingProvider>
    </Stack>
  );
}
