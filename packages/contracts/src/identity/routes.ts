export const IdentityPaths = {
  authenticate: '/identity/api/v1/Authentication/Authenticate',
  logout: '/identity/api/v1/Authentication/Logout',
  verifyDevice: '/identity/api/v1/Authentication/VerifyDevice',
  resetPassword: '/identity/api/v1/Authentication/ResetPassword',
  verifyCode: '/identity/api/v1/Authentication/VerifyCode',
  changePassword: '/identity/api/v1/Authentication/ChangePassword',
  sendPhoneCode: '/identity/api/v1/PhoneAuth/SendPhoneCode',
  verifyPhoneCode: '/identity/api/v1/PhoneAuth/VerifyPhoneCode',
  endUserSessions: '/identity/api/v1/Session/EndUserSessions',
} as const;
