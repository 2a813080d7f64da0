import { ZErrorBody } from '@portal/contracts';

/** Declares the error shape for each status a route can answer with, so the OpenAPI document lists them. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorBody])) as Record<S, typeof ZErrorBody>;
}

/** Rejections any tenant-scoped route can give: unknown tenant host, too many requests, our own failure. */
export const commonErrors = [404, 429, 500] as const;
/** Added for routes with a JSON body. */
export const bodyErrors = [400, 413, 415] as const;
