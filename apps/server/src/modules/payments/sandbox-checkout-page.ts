import { formatMoney } from '@reelhire/shared/money';

// The sandbox's hosted checkout page (decision 0042): plain server-rendered HTML, as a provider's own page
// would be, naming the documented test cards so anyone trying Reelhire knows what to type.

export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0027 6000 3184', outcome: 'asks you to confirm the payment with your bank first' },
] as const;

export type SandboxCard = 'succeeds' | 'declined' | 'confirm' | 'unknown';

export function sandboxCardOutcome(number: string): SandboxCard {
  const digits = number.replace(/\D/g, '');
  if (digits === '4242424242424242') return 'succeeds';
  if (digits === '4000000000000002') return 'declined';
  if (digits === '4000002760003184') return 'confirm';
  return 'unknown';
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;
background:#f4f4f6;color:#1d1d22}main{max-width:440px;margin:0 auto;padding:32px 16px}
.card{background:#fff;border:1px solid #e2e2e8;border-radius:12px;padding:24px}
.badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;
background:#fff4d6;color:#7a5600;border-radius:999px;padding:2px 10px}h1{font-size:20px;margin:12px 0 4px}
.amount{font-size:32px;font-weight:700;margin:8px 0 20px}label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c8c8d0;border-radius:8px}
.row{display:flex;gap:12px}.row>div{flex:1}button{width:100%;font:inherit;font-weight:600;margin-top:20px;
padding:12px;border:0;border-radius:8px;background:#1d1d22;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d1d22;border:1px solid #c8c8d0;margin-top:10px}
.error{background:#fde8e8;color:#8a1c1c;border-radius:8px;padding:10px 12px;margin-bottom:12px}
.cards{margin-top:20px;font-size:14px;color:#55555f}.cards li{margin:4px 0}code{font-size:13px;
background:#f0f0f4;padding:1px 6px;border-radius:4px;white-space:nowrap}a{color:#1d1d22}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width,initial-scale=1"><title>${escape(title)} · Reelhire sandbox checkout</title>
<style>${STYLE}</style></head><body><main><div class="card"><span class="badge">Sandbox · no real money</span>
${body}</div></main></body></html>`;
}

export interface CheckoutView {
  action: string;
  description: string;
  totalMinor: number;
  currency: string;
  error?: string;
}

export function checkoutPage({ action, description, totalMinor, currency, error }: CheckoutView): string {
  const cards = SANDBOX_TEST_CARDS.map(
    (card) => `<li><code>${card.number}</code> ${escape(card.outcome)}</li>`,
  ).join('');
  return page(
    'Pay',
    `<h1>${escape(description)}</h1><div class="amount">${escape(formatMoney(totalMinor, currency))}</div>
${error ? `<div class="error" role="alert">${escape(error)}</div>` : ''}
<form method="post" action="${escape(action)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number"
placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="12/34"
value="12/34"></div><div><label for="cvc">CVC</label><input id="cvc" name="cvc" placeholder="123" value="123">
</div></div><button type="submit">Pay ${escape(formatMoney(totalMinor, currency))}</button></form>
<div class="cards"><strong>Test cards</strong> (any expiry in the future, any CVC):<ul>${cards}</ul></div>`,
  );
}

export function confirmPage({ action, description, totalMinor, currency }: CheckoutView): string {
  return page(
    'Confirm the payment',
    `<h1>Your bank asks you to confirm this payment</h1><p>${escape(description)}:
<strong>${escape(formatMoney(totalMinor, currency))}</strong>. In the sandbox, this stands in for the
bank's own check (3-D Secure).</p><form method="post" action="${escape(action)}">
<button type="submit" name="answer" value="confirm">Confirm the payment</button>
<button type="submit" name="answer" value="cancel" class="secondary">Don't confirm</button></form>`,
  );
}

export function closedPage(message: string, link: string): string {
  return page(
    'Checkout closed',
    `<h1>${escape(message)}</h1><p><a href="${escape(link)}">Back to Reelhire</a></p>`,
  );
}
