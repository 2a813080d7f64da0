/** Where the built-in outbox shows mail and SMS while no real transport is configured. */
export const OutboxPaths = {
  page: '/dev/outbox',
  json: '/dev/outbox.json',
  status: '/dev/outbox/status',
} as const;
