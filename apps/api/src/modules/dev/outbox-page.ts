import type { OutboxList } from '@portal/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain page listing the outbox, newest first; everything shown is escaped. */
export function renderOutboxPage(list: OutboxList, to: string | undefined): string {
  const items = list.messages
    .map(
      (message) => `<article>
  <header><strong>${escapeHtml(message.subject)}</strong> <span class="channel">${message.channel}</span></header>
  <dl>
    <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
    <dt>Tenant</dt><dd>${escapeHtml(message.tenantId)}</dd>
    <dt>Created</dt><dd><time datetime="${message.createdAt}">${message.createdAt}</time></dd>
  </dl>
  <pre>${escapeHtml(message.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 860px; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #e5e7eb; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
.channel { text-transform: uppercase; font-size: .75rem; background: #eef2ff; padding: .1rem .4rem; border-radius: 4px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; font-size: .9rem; }
dt { color: #6b7280; } dd { margin: 0; }
pre { white-space: pre-wrap; background: #f9fafb; padding: .75rem; border-radius: 6px; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Mail and SMS the portal sent while no real transport is configured, newest first${
    to ? `, to ${escapeHtml(to)}` : ''
  }. <a href="/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}">JSON</a></p>
${items || '<p>No messages yet.</p>'}
</body>
</html>`;
}
