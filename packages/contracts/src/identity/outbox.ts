import { z } from 'zod';

export const ZOutboxMessage = z.object({
  id: z.string(),
  tenantId: z.string(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxList = z.object({ messages: z.array(ZOutboxMessage) });
export type OutboxList = z.infer<typeof ZOutboxList>;

export const ZOutboxQuery = z.object({ to: z.string().max(320).optional() });

export const ZOutboxStatus = z.object({ enabled: z.boolean() });
export type OutboxStatus = z.infer<typeof ZOutboxStatus>;
