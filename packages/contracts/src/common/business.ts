/** Business constants of the product description (spec §9). */
export const Business = {
  channelId: 1,
  deviceType: 'web',
  defaultApiVersion: 'v1',
  priceApiVersion: 'v2',
  retries: 6,
  maxBackoffExponent: 5,
  retryDelayOn5xxMs: 3000,
  queryCacheUnusedMs: 60_000,
  otpLength: 6,
  resendWaitSeconds: 60,
  bannerAutoplayMs: 3000,
  toastMs: 3000,
  redirectAfterPhoneVerifyMs: 3000,
  reloadAfterPasswordChangeMs: 5000,
  passwordMinLength: 8,
  chunkReloadCap: 10,
  defaultPrimaryColor: '#f76641',
  defaultCurrency: 'BDT',
  defaultPhoneCountryCode: '+880',
  defaultPageTitle: 'Bdfare - Best B2B Travel Portal',
  defaultCallToActionPath: '/register_proprietor',
  maxUploadBytes: 1024 * 1024,
} as const;

/** Headers the web client sends and the API reads. */
export const Header = {
  channelId: 'x-channel-id',
  deviceType: 'x-device-type',
  deviceId: 'x-device-id',
  geoData: 'x-geo-data',
  tenantId: 'x-tenant-id',
  idempotencyKey: 'idempotency-key',
  requestId: 'x-request-id',
} as const;
