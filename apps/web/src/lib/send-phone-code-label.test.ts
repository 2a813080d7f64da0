import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { sendPhoneCodeLabelKey } from './send-phone-code-label';

describe('sendPhoneCodeLabelKey', () => {
  it('reads "Send OTP" for Bangladesh (+880), however the code is typed', () => {
    for (const code of ['+880', '880', ' +880 ']) {
      expect(i18n.t(sendPhoneCodeLabelKey(code))).toBe('Send OTP');
    }
  });

  it('reads "Send Code" for every other country code, and while the field is empty or half typed', () => {
    for (const code of ['+971', '+44', '+1', '+88', '+8801', '+', '', undefined]) {
      expect(i18n.t(sendPhoneCodeLabelKey(code))).toBe('Send Code');
    }
  });
});
