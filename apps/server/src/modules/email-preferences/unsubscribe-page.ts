// The small pages of the one-click unsubscribe link (decision 0063): served by the API itself, so that
// they work without the web app, without JavaScript and without signing in.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Reelhire</title>
<style>
body{margin:0;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#111827}
main{max-width:480px;margin:48px auto;padding:32px;background:#fff;border-radius:8px}
.logo{color:#e11d48;font-weight:700;font-size:22px;margin:0 0 24px}
h1{font-size:22px;line-height:30px;margin:0 0 16px}
p{font-size:16px;line-height:24px;margin:0 0 16px}
button{background:#e11d48;color:#fff;border:0;border-radius:6px;font-size:16px;font-weight:600;padding:12px 20px;cursor:pointer}
a{color:#6b7280}
</style>
</head>
<body><main><p class="logo">Reelhire</p>${body}</main></body>
</html>`;
}

/** GET: says what the link will do and asks for one click, so that link scanners unsubscribe nobody. */
export function confirmUnsubscribePage({
  label,
  action,
  preferencesUrl,
}: {
  label: string;
  action: string;
  preferencesUrl: string;
}): string {
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe from “${escapeHtml(label)}” emails?</h1>
<p>We will stop emailing you about this. Emails about your account, payments and bookings still come.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<p><button type="submit">Unsubscribe</button></p>
</form>
<p><a href="${escapeHtml(preferencesUrl)}">Choose all your email settings</a></p>`,
  );
}

export function unsubscribedPage({
  label,
  preferencesUrl,
}: {
  label: string;
  preferencesUrl: string;
}): string {
  return page(
    'Unsubscribed',
    `<h1>You're unsubscribed</h1>
<p>You will no longer get “${escapeHtml(label)}” emails from Reelhire.</p>
<p>Changed your mind? <a href="${escapeHtml(preferencesUrl)}">Turn them back on in your account settings</a>.</p>`,
  );
}

export function invalidUnsubscribeLinkPage({ preferencesUrl }: { preferencesUrl: string }): string {
  return page(
    'Link not valid',
    `<h1>This unsubscribe link is not valid</h1>
<p>It may have been cut short when it was copied. You can choose which emails you get in your account settings.</p>
<p><a href="${escapeHtml(preferencesUrl)}">Open your email settings</a></p>`,
  );
}
