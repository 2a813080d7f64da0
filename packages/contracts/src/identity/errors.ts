/** Rejection codes of the login, code and session calls. */
export const IdentityErrorCode = {
  InvalidCode: 'INVALID_CODE',
  SessionRestricted: 'SESSION_RESTRICTED',
  SessionEnded: 'SESSION_ENDED',
  ResetNotVerified: 'RESET_NOT_VERIFIED',
  BotCheckRequired: 'BOT_CHECK_REQUIRED',
} as const;

export const IdentityMessage = {
  invalidCode: 'The verification code is not valid or has expired.',
  sessionRestricted: 'Please finish the sign-in step first.',
  sessionEnded: 'Your session has been ended. Please log in again.',
  resetNotVerified: 'Please verify the code from your email first.',
  botCheckRequired: 'This account has had many failed logins. Please complete the bot check and try again.',
  tooManyFromAddress: 'Too many attempts from this address.',
  tooManyForAccount: 'Too many attempts for this account.',
  defaultLogoutMessage: 'Your session has been ended by the support team. Please log in again.',
} as const;
