import type { FastifyRequest } from 'fastify';

const perAddressAndTenant = (request: FastifyRequest) =>
  `${request.ip}|${request.tenant?.id ?? request.hostname}`;

/** Calls that send a code (mail or SMS) per address and tenant per minute. */
export const codeSendRateLimit = { max: 10, timeWindow: '1 minute', keyGenerator: perAddressAndTenant };

/** Code submissions per address and tenant per minute; each code also dies after five wrong tries. */
export const codeCheckRateLimit = { max: 30, timeWindow: '1 minute', keyGenerator: perAddressAndTenant };

/** Bot-check puzzles per address and tenant per minute: cheap to hand out, each form load asks for one. */
export const challengeRateLimit = { max: 30, timeWindow: '1 minute', keyGenerator: perAddressAndTenant };
