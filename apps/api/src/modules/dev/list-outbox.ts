import type { OutboxList } from '@portal/contracts';
import { listOutboxMessages } from '../../adapters/outbox.repository';
import type { Db } from '../../db/client';

const pageSize = 200;

/** The newest messages of the built-in outbox, optionally only those to one address. */
export async function listOutbox(options: { db: Db; to?: string | undefined }): Promise<OutboxList> {
  const to = options.to?.trim();
  const rows = await listOutboxMessages(options.db, {
    to: to ? (to.includes('@') ? to.toLowerCase() : to) : undefined,
    limit: pageSize,
  });
  return {
    messages: rows.map((row) => ({
      id: row.id,
      tenantId: row.tenantId,
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
