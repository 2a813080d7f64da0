import { CardBrands, NetBankingBanks, cardBrandOfNumber, isLuhnValid } from '@portal/contracts';

/**
 * How the sandbox gateway decides, documented on its checkout page like a real sandbox's test data: these cards,
 * wallet numbers and bank users give a chosen outcome; any other valid card is approved.
 */
export const SandboxTestData = {
  approvedCards: ['4321 5500 0000 0008', '5213 8900 0000 0006', '4111 1111 1111 1111'],
  declinedCard: '4000 0000 0000 0002',
  insufficientFundsCard: '4000 0000 0000 9995',
  walletCode: '123456',
  walletPin: '12345',
  walletWithoutBalance: '01711000000',
  bankPassword: 'Sandbox@123',
  bankUserWithoutFunds: 'nofunds',
} as const;

/** After this many wrong codes or passwords the payment fails, as a real wallet or bank would lock the attempt. */
export const maxWrongEntries = 3;

export type FormFields = Record<string, string | undefined>;
export type FieldErrors = Record<string, string>;

export type Decision =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'wrong'; errors: FieldErrors }
  | { kind: 'decided'; status: 'paid' | 'failed'; reason: string | null; paidWith: string };

const digitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');
const compact = (card: string) => card.replace(/\s/g, '');

/** MM/YY (or MM/YYYY) of a month that has not ended yet. */
function expiryError(value: string | undefined, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec((value ?? '').trim());
  if (!match) return 'Enter the expiry date as MM/YY';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'Enter the expiry date as MM/YY';
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? 'This card has expired' : null;
}

export function checkCard(fields: FormFields, cardBin: string | null, now: Date): Decision {
  const errors: FieldErrors = {};
  const number = digitsOf(fields.cardNumber);
  const brand = cardBrandOfNumber(number);
  if (!/^\d{12,19}$/.test(number) || !isLuhnValid(number)) errors.cardNumber = 'Enter a valid card number';
  else if (!brand || !CardBrands.includes(brand)) errors.cardNumber = 'This card is not accepted here';
  else if (cardBin && !number.startsWith(cardBin)) {
    errors.cardNumber = `This payment was priced for the card starting ${cardBin}. Pay with that card, or go back and start again.`;
  }
  const name = (fields.cardName ?? '').trim();
  if (name.length < 2 || name.length > 60) errors.cardName = 'Enter the name as printed on the card';
  const expiry = expiryError(fields.expiry, now);
  if (expiry) errors.expiry = expiry;
  const cvvLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test((fields.cvv ?? '').trim())) {
    errors.cvv = `Enter the ${cvvLength}-digit security code`;
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const paidWith = `${brand === 'amex' ? 'Amex' : brand === 'visa' ? 'Visa' : 'Mastercard'} ending ${number.slice(-4)}`;
  if (number === compact(SandboxTestData.declinedCard)) {
    return { kind: 'decided', status: 'failed', reason: 'Card declined by the issuer', paidWith };
  }
  if (number === compact(SandboxTestData.insufficientFundsCard)) {
    return { kind: 'decided', status: 'failed', reason: 'Insufficient funds', paidWith };
  }
  return { kind: 'decided', status: 'paid', reason: null, paidWith };
}

const walletNumberPattern = /^01[3-9]\d{8}$/;

export function checkWalletNumber(fields: FormFields): { number: string } | { errors: FieldErrors } {
  const number = digitsOf(fields.walletNumber);
  return walletNumberPattern.test(number)
    ? { number }
    : { errors: { walletNumber: 'Enter the wallet number as 01XXXXXXXXX' } };
}

export function checkWalletConfirmation(
  fields: FormFields,
  walletNumber: string,
  walletLabel: string,
): Decision {
  const code = (fields.code ?? '').trim();
  const pin = (fields.pin ?? '').trim();
  const errors: FieldErrors = {};
  if (!/^\d{6}$/.test(code)) errors.code = 'Enter the 6-digit verification code';
  if (!/^\d{4,5}$/.test(pin)) errors.pin = 'Enter your 4 or 5 digit PIN';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (code !== SandboxTestData.walletCode)
    return { kind: 'wrong', errors: { code: 'Wrong verification code' } };
  if (pin !== SandboxTestData.walletPin) return { kind: 'wrong', errors: { pin: 'Wrong PIN' } };
  const paidWith = `${walletLabel} ${walletNumber.slice(0, 3)}*****${walletNumber.slice(-3)}`;
  if (walletNumber === SandboxTestData.walletWithoutBalance) {
    return { kind: 'decided', status: 'failed', reason: 'Insufficient wallet balance', paidWith };
  }
  return { kind: 'decided', status: 'paid', reason: null, paidWith };
}

export function checkNetBanking(fields: FormFields): Decision {
  const errors: FieldErrors = {};
  const bank = NetBankingBanks.find((candidate) => candidate.code === fields.bank);
  if (!bank) errors.bank = 'Choose your bank';
  const userId = (fields.userId ?? '').trim();
  if (userId.length < 3 || userId.length > 40) errors.userId = 'Enter your internet banking user ID';
  if (!(fields.password ?? '')) errors.password = 'Enter your internet banking password';
  if (!bank || Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (fields.password !== SandboxTestData.bankPassword) {
    return { kind: 'wrong', errors: { password: 'The user ID or password is wrong' } };
  }
  const paidWith = bank.name;
  if (userId.toLowerCase() === SandboxTestData.bankUserWithoutFunds) {
    return { kind: 'decided', status: 'failed', reason: 'Insufficient funds in the bank account', paidWith };
  }
  return { kind: 'decided', status: 'paid', reason: null, paidWith };
}
