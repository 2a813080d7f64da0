import type {
  RegistrationCodeSent,
  SendRegistrationEmailCodeRequest,
  SendRegistrationPhoneCodeRequest,
} from '@portal/contracts';
import { AccountLimits } from './attempt-limiter';
import { registrationEmailMail, registrationPhoneSms } from './code-messages';
import { brandOf, type IdentityDeps, type TenantRef } from './identity-deps';
import { emailSubject, issueRegistrationCode, phoneNumberSubject } from './registration-code';

/**
 * Mails a registration code to any address. The answer is the same whether an account uses the email or not:
 * a taken email is only told after its code has proven the caller owns it.
 */
export async function sendRegistrationEmailCode(
  deps: IdentityDeps,
  options: { tenant: TenantRef; request: SendRegistrationEmailCodeRequest; now?: Date },
): Promise<RegistrationCodeSent> {
  const { tenant } = options;
  const email = emailSubject(options.request.email);
  deps.limiter.take(`registration-email|${tenant.id}|${email}`, AccountLimits.codeSends);
  const { reference, code } = await issueRegistrationCode({
    db: deps.db,
    tenantId: tenant.id,
    purpose: 'registration-email',
    subject: email,
    now: options.now ?? new Date(),
  });
  await deps.messaging.mail.sendMail(
    registrationEmailMail({ tenantId: tenant.id, brand: brandOf(tenant), to: email, code }),
  );
  return { reference };
}

/** Texts a registration code to the number entered. */
export async function sendRegistrationPhoneCode(
  deps: IdentityDeps,
  options: { tenant: TenantRef; request: SendRegistrationPhoneCodeRequest; now?: Date },
): Promise<RegistrationCodeSent> {
  const { tenant, request } = options;
  const subject = phoneNumberSubject(request.e164Code, request.phoneNumber);
  deps.limiter.take(`registration-phone|${tenant.id}|${subject}`, AccountLimits.codeSends);
  const { reference, code } = await issueRegistrationCode({
    db: deps.db,
    tenantId: tenant.id,
    purpose: 'registration-phone',
    subject,
    now: options.now ?? new Date(),
  });
  await deps.messaging.sms.sendSms(
    registrationPhoneSms({
      tenantId: tenant.id,
      brand: brandOf(tenant),
      to: `${request.e164Code}${request.phoneNumber.replace(/\D/g, '')}`,
      code,
    }),
  );
  return { reference };
}
