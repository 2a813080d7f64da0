import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorBody } from '@portal/contracts';
import { isAppError } from '../lib/app-error';

const genericMessage = 'Something went wrong on our side. Please try again.';

/** Fastify's own rejections, mapped to our codes with messages written for people. */
const frameworkErrors: Record<string, { code: string; status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ErrorCode.MalformedJson,
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ErrorCode.MalformedJson,
    status: 400,
    message: 'The request body is empty but was declared as JSON.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ErrorCode.UnsupportedMediaType,
    status: 415,
    message: 'This content type is not accepted; send application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ErrorCode.PayloadTooLarge,
    status: 413,
    message: 'The request body is larger than the 1 MB limit.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: ErrorCode.ValidationFailed,
    status: 400,
    message: 'The request body does not match its declared length.',
  },
};

const codeForStatus: Record<number, string> = {
  400: ErrorCode.ValidationFailed,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.TooManyRequests,
};

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const part = error.validationContext ?? 'body';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${field || part}: ${issue.message}`;
    })
    .join('; ');
}

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
) {
  const body: ErrorBody = { error: details ? { code, message, details } : { code, message } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place errors become HTTP answers: `{ error: { code, message } }` with the fitting status.
 * Only AppErrors and known framework rejections speak; anything else is logged and answered with a generic 500.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (isAppError(error)) {
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        return send(reply, error.status, error.code, error.message, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return send(reply, 400, ErrorCode.ValidationFailed, validationMessage(error));
      }
      const known = error.code ? frameworkErrors[error.code] : undefined;
      if (known) return send(reply, known.status, known.code, known.message);

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return send(reply, status, codeForStatus[status] ?? ErrorCode.ValidationFailed, error.message);
      }
      request.log.error({ err: error }, 'unexpected error');
      return send(reply, 500, ErrorCode.Internal, genericMessage);
    });
  },
  { name: 'errors' },
);
