import type { ProviderIntent } from './provider.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const amount = (intent: ProviderIntent) =>
  `${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
form{display:inline}button{font:inherit;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

const decisionForm = (action: string, clientSecret: string, approve: string, decline: string) =>
  `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}"><button name="decision" value="approve">${escapeHtml(approve)}</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}"><button name="decision" value="decline">${escapeHtml(decline)}</button></form>`;

/** The local provider's card authentication page (3-D Secure, as Stripe's test page offers). */
export function authenticationPage(intent: ProviderIntent, action: string): string {
  return page(
    'Authenticate your card payment',
    `<p>Local test payment of <strong>${escapeHtml(amount(intent))}</strong>.</p>
${decisionForm(action, intent.clientSecret, 'Complete authentication', 'Fail authentication')}`,
  );
}

/** The local bank's iDEAL page. */
export function bankPage(intent: ProviderIntent, bank: string, action: string): string {
  return page(
    'iDEAL payment',
    `<p>Local test bank <strong>${escapeHtml(bank)}</strong>: pay <strong>${escapeHtml(amount(intent))}</strong>?</p>
${decisionForm(action, intent.clientSecret, 'Authorise payment', 'Fail payment')}`,
  );
}

/** What the authentication page shows once answered (the browser polls the payment meanwhile). */
export function donePage(succeeded: boolean): string {
  return page(
    succeeded ? 'Authentication complete' : 'Authentication failed',
    '<p>You can close this window and return to the shop.</p>',
  );
}
