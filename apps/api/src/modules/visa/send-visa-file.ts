import type { FastifyReply } from 'fastify';

/**
 * A stored document or a printed invoice goes out only as an attachment of its own type, never rendered or sniffed
 * by the browser. The client's file name is offered as an ASCII fallback and, in full, in RFC 5987 form.
 */
export function sendVisaFile(
  reply: FastifyReply,
  file: { content: Buffer; contentType: string; fileName: string },
) {
  const fallback = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return (
    reply
      .header('content-type', file.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // The 200 answer is the file's bytes, deliberately outside the JSON response schemas.
      .send(file.content as never)
  );
}
