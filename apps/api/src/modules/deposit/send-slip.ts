import type { FastifyReply } from 'fastify';
import type { DepositSlip } from './get-deposit-slip';

/** A slip goes out only as an attachment of its stored type, never rendered or sniffed by the browser. */
export function sendSlip(reply: FastifyReply, slip: DepositSlip) {
  return (
    reply
      .header('content-type', slip.contentType)
      .header('content-disposition', `attachment; filename="${slip.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // The 200 answer is the file's bytes, deliberately outside the JSON response schemas.
      .send(slip.content as never)
  );
}
