const base = '/identity/api/v1/Registration';

export const RegistrationPaths = {
  challenge: `${base}/Challenge`,
  sendEmailCode: `${base}/SendEmailCode`,
  sendPhoneCode: `${base}/SendPhoneCode`,
  verifyEmailCode: `${base}/VerifyEmailCode`,
  verifyPhoneCode: `${base}/VerifyPhoneCode`,
  register: `${base}/Register`,
} as const;

/** Which registration type and flag each public route registers (spec §2). */
export const RegistrationRoutes = {
  '/register_proprietor': { type: 1, corporate: false },
  '/register_partnership': { type: 2, corporate: false },
  '/register_company_llp': { type: 3, corporate: false },
  '/register_corporate': { type: 3, corporate: true },
} as const;
