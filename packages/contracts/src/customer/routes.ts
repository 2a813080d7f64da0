/** Customer service calls (spec §7, base customer/api/v1). */
export const CustomerPaths = {
  getUserContext: '/customer/api/v1/User/GetUserContext',
} as const;
