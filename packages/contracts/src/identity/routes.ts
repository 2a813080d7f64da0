export const IdentityPaths = {
  authenticate: '/identity/api/v1/Authentication/Authenticate',
  logout: '/identity/api/v1/Authentication/Logout',
} as const;
