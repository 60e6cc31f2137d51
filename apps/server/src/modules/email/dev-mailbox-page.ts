import type { DevMailboxMessage } from './list-dev-mailbox.ts';
import type { UndeliveredEmails } from './list-undelivered-emails.ts';

// The /dev/mailbox pages: plain server-rendered HTML, no scripts, so they work without the web build.

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1000px; padding: 24px; color: #111827; }
  h1 { font-size: 22px; margin: 0 0 4px; } h1 span { color: #e11d48; }
  h2 { font-size: 17px; margin: 32px 0 8px; }
  p.muted, td.muted { color: #6b7280; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4e4e7; vertical-align: top; }
  th { font-size: 13px; color: #6b7280; font-weight: 600; }
  td.time { white-space: nowrap; color: #6b7280; font-size: 13px; }
  td.error { color: #b91c1c; font-size: 13px; }
  a { color: #be123c; }
  form { margin: 16px 0; } input { font: inherit; padding: 4px 8px; width: 280px; }
  iframe { width: 100%; height: 70vh; border: 1px solid #e4e4e7; border-radius: 6px; }
  pre { white-space: pre-wrap; background: #f4f4f5; padding: 12px; border-radius: 6px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; } dt { color: #6b7280; } dd { margin: 0; }
`;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const time = (date: Date | string) => `${new Date(date).toISOString().replace('T', ' ').slice(0, 19)} UTC`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

export interface MailboxListPageOptions {
  messages: DevMailboxMessage[];
  undelivered: UndeliveredEmails;
  to: string | undefined;
}

export function mailboxListPage({ messages, undelivered, to }: MailboxListPageOptions): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td>${escapeHtml(message.to)}</td>
  <td><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a></td>
  <td class="time">${time(message.created_at)}</td>
</tr>`,
    )
    .join('\n');
  const problems = undelivered.emails
    .map(
      (email) => `<tr>
  <td>${escapeHtml(email.to)}</td>
  <td>${escapeHtml(email.emailType)}</td>
  <td>${email.status === 'failed' ? 'failed' : `retrying at ${time(email.runAt)}`} (attempt ${email.attempts} of ${email.maxAttempts})</td>
  <td class="error">${escapeHtml(email.lastError ?? '')}</td>
  <td class="time">${time(email.createdAt)}</td>
</tr>`,
    )
    .join('\n');
  return page(
    'Dev mailbox · Reelhire',
    `<h1><span>Reelhire</span> dev mailbox</h1>
<p class="muted">Emails the server sent while no SMTP_URL is set, newest first. ${undelivered.queued} waiting in the queue. <a href="/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}">Refresh</a></p>
<form method="get" action="/dev/mailbox">
  <label>To <input type="email" name="to" value="${escapeHtml(to ?? '')}" placeholder="anyone"></label>
  <button type="submit">Filter</button>
</form>
${
  messages.length > 0
    ? `<table>
<thead><tr><th>To</th><th>Subject</th><th>Received</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : `<p class="muted">No emails${to ? ` to ${escapeHtml(to)}` : ''} yet.</p>`
}
<h2>Not delivered</h2>
${
  undelivered.emails.length > 0
    ? `<table>
<thead><tr><th>To</th><th>Type</th><th>Status</th><th>Last error</th><th>Queued</th></tr></thead>
<tbody>
${problems}
</tbody>
</table>`
    : '<p class="muted">Every email so far was delivered.</p>'
}`,
  );
}

export function mailboxMessagePage(message: DevMailboxMessage): string {
  return page(
    `${message.subject} · Dev mailbox`,
    `<p><a href="/dev/mailbox">&larr; Dev mailbox</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<dl>
  <dt>From</dt><dd>${escapeHtml(message.from)}</dd>
  <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
  <dt>Received</dt><dd>${time(message.created_at)}</dd>
</dl>
<h2>HTML</h2>
<iframe title="The email as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/dev/mailbox/${message.id}/html"></iframe>
<h2>Plain text</h2>
<pre>${escapeHtml(message.text)}</pre>`,
  );
}

/** The email's own HTML, with links opening in a new tab instead of inside the frame. */
export function mailboxMessageHtml(message: DevMailboxMessage): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(message.html)
    ? message.html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${message.html}`;
}
