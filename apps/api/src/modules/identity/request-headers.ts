import { Header } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

const deviceIdPattern = /^[A-Za-z0-9_-]{8,128}$/;

/** The browser's device id (X-Device-Id), when it is a sane id; anything else counts as no device id. */
export function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers[Header.deviceId];
  return typeof value === 'string' && deviceIdPattern.test(value) ? value : null;
}
