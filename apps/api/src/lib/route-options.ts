import type { FastifyContextConfig } from 'fastify';
import type { ZodType } from 'zod';
import type { ZErrorBody } from '@portal/contracts';
import type { AuthDecision, PermissionDecision } from '../types/fastify';
import { bodyErrors, commonErrors, errorResponses } from './route-schema';

/** Who may call a route; the route inventory test fails a route without both decisions. */
export type RouteAccess = FastifyContextConfig & { auth: AuthDecision; permission: PermissionDecision };

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500;

interface RouteInput {
  querystring?: ZodType;
  params?: ZodType;
  body?: ZodType;
  headers?: ZodType;
}

/**
 * A route's options: its access decision and its schema for validation and the OpenAPI document. The error answers
 * follow from both (400 for a query, the body's 400/413/415, 401 for a session, 403 for a permission), then come
 * the route's own `errors` and the ones every tenant route can give (`commonErrors`).
 */
export function routeOptions<
  const Input extends RouteInput,
  Ok extends ZodType | undefined = undefined,
  const Status extends number = 200,
  const Also extends Partial<Record<ErrorStatus, ZodType>> = Record<never, never>,
>(
  access: RouteAccess,
  spec: Input & {
    tags: string[];
    summary: string;
    description?: string;
    consumes?: string[];
    /** The JSON success answer, under `status` (200 unless given); none for a file sent as it is. */
    ok?: Ok;
    status?: Status;
    /** Refusals answered in a shape of their own instead of the error body (a login's 401 with its next step). */
    also?: Also;
    errors?: ErrorStatus[];
  },
) {
  const { ok, status = 200, also, errors = [], ...schema } = spec;
  const statuses = new Set<ErrorStatus>([
    ...(schema.querystring || schema.params ? ([400] as const) : []),
    ...(schema.body ? bodyErrors : []),
    ...(access.auth === 'user' ? ([401] as const) : []),
    ...(access.auth === 'user' && access.permission !== 'none' ? ([403] as const) : []),
    ...errors,
    ...commonErrors,
  ]);
  const response = { ...(ok ? { [status]: ok } : {}), ...errorResponses(...statuses), ...also };
  return {
    config: access,
    schema: {
      ...(schema as Omit<typeof spec, 'ok' | 'status' | 'also' | 'errors'>),
      response: response as (Ok extends ZodType ? { [K in Status]: Ok } : unknown) &
        Also &
        Record<Exclude<ErrorStatus, keyof Also>, typeof ZErrorBody>,
    },
  };
}
