/** Bangladesh's country calling code. */
const bangladesh = '880';

export type SendPhoneCodeLabelKey = 'common:phoneCode.sendOtp' | 'common:phoneCode.sendCode';

/**
 * The label of the button that sends a phone verification code (spec §5: "The button label changes for +880"):
 * a Bangladeshi number gets its code by local SMS, an OTP; any other country reads "Send Code". Sign-in and
 * registration both take their label from here.
 */
export function sendPhoneCodeLabelKey(e164Code: string | undefined): SendPhoneCodeLabelKey {
  const digits = (e164Code ?? '').trim().replace(/^\+/, '');
  return digits === bangladesh ? 'common:phoneCode.sendOtp' : 'common:phoneCode.sendCode';
}
