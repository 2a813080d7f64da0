import { z } from 'zod';

/** Every rejection answers this shape; the web shows `error.message`, else `error.code`. */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Present on a few refusals that name parts of the input, e.g. a name list's problems line by line. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

/** Error codes shared by the API and the web. Feature-specific codes live beside their schemas. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  MalformedJson: 'MALFORMED_JSON',
  /** Text carrying a NUL byte or another control character (tabs and line breaks aside). */
  ControlCharacter: 'CONTROL_CHARACTER',
  /** A JSON body nested deeper than any request needs. */
  NestingTooDeep: 'NESTING_TOO_DEEP',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  RouteNotFound: 'ROUTE_NOT_FOUND',
  TenantNotFound: 'TENANT_NOT_FOUND',
  /** Tenant management: the id or a host already belongs to a tenant. */
  TenantIdTaken: 'TENANT_ID_TAKEN',
  HostTaken: 'HOST_TAKEN',
  Conflict: 'CONFLICT',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Internal: 'INTERNAL_ERROR',
  InvalidCredentials: 'INVALID_CREDENTIALS',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
