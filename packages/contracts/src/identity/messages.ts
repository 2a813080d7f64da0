/** Validation messages quoted by the product description (spec §5); used as written. */
export const ValidationMessage = {
  emailRequired: 'Please enter valid address',
  emailInvalid: 'Please enter valid email id',
  passwordInvalid: 'Please enter valid password',
  newPasswordRequired: 'Please fill the password',
  newPasswordTooShort: 'Your password must be at least 8 characters long',
  newPasswordWeak:
    'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, and one number.',
  confirmPasswordRequired: 'Please fill the confirm password',
  confirmPasswordTooShort: 'Confirm password must be at least 8 characters long',
  passwordMismatch: 'Password and confirm password are not matching',
  verificationCodeIncomplete: 'Please Enter the Verification code',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter valid Phonenumber',
} as const;

/** Said for an unknown email and a wrong password alike, so accounts cannot be probed. */
export const InvalidCredentialsMessage = 'Invalid email or password';
