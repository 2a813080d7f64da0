import { MobileWalletLabel, NetBankingBanks, type MobileWallet } from '@portal/contracts';
import { sandboxCheckoutPath } from './sandbox-payment-gateway';
import { SandboxTestData, type FieldErrors, type FormFields } from './sandbox-payment-gateway-rules';
import type { SandboxSession } from './sandbox-payment-gateway.repository';

export const sandboxStylesPath = '/sandbox-gateway/checkout.css';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const money = (amount: number, currency: string) =>
  `${currency} ${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox Payment Gateway</title>
<link rel="stylesheet" href="${sandboxStylesPath}">
</head>
<body>
<p class="sandbox-banner">Sandbox: test mode, no real money moves.</p>
<main><div class="card">
<p class="brand">Sandbox Payment Gateway</p>
${body}
</div></main>
</body>
</html>`;
}

interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  autocomplete?: string;
  inputmode?: string;
  hint?: string;
}

/** A labelled input; its error is tied to it for screen readers, and the first field in error takes the focus. */
function input(spec: FieldSpec, values: FormFields, errors: FieldErrors, focus: string | null): string {
  const error = errors[spec.name];
  const id = `f-${spec.name}`;
  const described = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${escapeHtml(spec.label)}</label>
${spec.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(spec.hint)}</p>` : ''}
<input id="${id}" name="${spec.name}" type="${spec.type ?? 'text'}" required${
    spec.autocomplete ? ` autocomplete="${spec.autocomplete}"` : ''
  }${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''} value="${escapeHtml(values[spec.name] ?? '')}"${
    error ? ' aria-invalid="true"' : ''
  }${described ? ` aria-describedby="${described}"` : ''}${focus === spec.name ? ' autofocus' : ''}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function cardForm(
  session: SandboxSession,
  values: FormFields,
  errors: FieldErrors,
  focus: string | null,
): string {
  const field = (spec: FieldSpec) => input(spec, values, errors, focus);
  return `<form method="post" action="${sandboxCheckoutPath(session.id)}/card" aria-label="Pay by card" novalidate>
${field({ name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' })}
${field({ name: 'cardName', label: 'Name on card', autocomplete: 'cc-name' })}
<div class="row">
${field({ name: 'expiry', label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric' })}
${field({ name: 'cvv', label: 'CVV', type: 'password', autocomplete: 'cc-csc', inputmode: 'numeric' })}
</div>
<button class="primary" type="submit">Pay ${money(session.amount, session.currency)}</button>
</form>`;
}

function walletForm(
  session: SandboxSession,
  values: FormFields,
  errors: FieldErrors,
  focus: string | null,
): string {
  const label = MobileWalletLabel[(session.wallet ?? 'bkash') as MobileWallet];
  const field = (spec: FieldSpec) => input(spec, values, errors, focus);
  if (!session.walletNumber) {
    return `<form method="post" action="${sandboxCheckoutPath(session.id)}/wallet/code" aria-label="Pay with ${label}" novalidate>
${field({ name: 'walletNumber', label: `${label} account number`, inputmode: 'numeric', autocomplete: 'tel', hint: '01XXXXXXXXX' })}
<button class="primary" type="submit">Send verification code</button>
</form>`;
  }
  const masked = `${session.walletNumber.slice(0, 3)}*****${session.walletNumber.slice(-3)}`;
  return `<p class="notice" role="status">A verification code was sent to ${label} number ${masked}.</p>
<form method="post" action="${sandboxCheckoutPath(session.id)}/wallet/confirm" aria-label="Confirm ${label} payment" novalidate>
${field({ name: 'code', label: 'Verification code', inputmode: 'numeric', autocomplete: 'one-time-code' })}
${field({ name: 'pin', label: `${label} PIN`, type: 'password', inputmode: 'numeric' })}
<button class="primary" type="submit">Confirm payment of ${money(session.amount, session.currency)}</button>
</form>`;
}

function bankForm(
  session: SandboxSession,
  values: FormFields,
  errors: FieldErrors,
  focus: string | null,
): string {
  const field = (spec: FieldSpec) => input(spec, values, errors, focus);
  const bankError = errors.bank;
  const options = NetBankingBanks.map(
    (bank) =>
      `<option value="${bank.code}"${values.bank === bank.code ? ' selected' : ''}>${escapeHtml(bank.name)}</option>`,
  ).join('');
  return `<form method="post" action="${sandboxCheckoutPath(session.id)}/net-banking" aria-label="Pay by net banking" novalidate>
<div class="field">
<label for="f-bank">Bank</label>
<select id="f-bank" name="bank" required${bankError ? ' aria-invalid="true" aria-describedby="f-bank-error"' : ''}${
    focus === 'bank' ? ' autofocus' : ''
  }><option value="">Choose your bank</option>${options}</select>
${bankError ? `<p class="error" id="f-bank-error">${escapeHtml(bankError)}</p>` : ''}
</div>
${field({ name: 'userId', label: 'Internet banking user ID', autocomplete: 'username' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<button class="primary" type="submit">Sign in and pay ${money(session.amount, session.currency)}</button>
</form>`;
}

const testData = `<details><summary>Sandbox test data</summary><ul>
<li>Cards approved: ${SandboxTestData.approvedCards.map((card) => `<code>${card}</code>`).join(', ')} (any name, a future expiry, any CVV).</li>
<li>Card declined: <code>${SandboxTestData.declinedCard}</code>. Insufficient funds: <code>${SandboxTestData.insufficientFundsCard}</code>.</li>
<li>Wallets: any number, code <code>${SandboxTestData.walletCode}</code>, PIN <code>${SandboxTestData.walletPin}</code>; <code>${SandboxTestData.walletWithoutBalance}</code> has no balance.</li>
<li>Net banking: any user ID, password <code>${SandboxTestData.bankPassword}</code>; user <code>${SandboxTestData.bankUserWithoutFunds}</code> has no funds.</li>
</ul></details>`;

/** The checkout: what is paid, the form of the one way the merchant allowed, the test data and Cancel. */
export function renderCheckoutPage(session: SandboxSession, values: FormFields, errors: FieldErrors): string {
  const focus = Object.keys(errors).find((name) => name !== 'form') ?? null;
  const messages = Object.values(errors);
  const form =
    session.method === 'card'
      ? cardForm(session, values, errors, focus)
      : session.method === 'mobile_wallet'
        ? walletForm(session, values, errors, focus)
        : bankForm(session, values, errors, focus);
  const expires = session.expiresAt.toISOString().slice(11, 16);
  return layout(
    'Checkout',
    `<h1>Complete your payment</h1>
<dl class="summary">
<dt>Merchant reference</dt><dd>${escapeHtml(session.merchantReference)}</dd>
<dt>Amount to pay</dt><dd>${money(session.amount, session.currency)}</dd>
<dt>Pay before</dt><dd><time datetime="${session.expiresAt.toISOString()}">${expires} UTC</time></dd>
</dl>
${messages.length > 0 ? `<div class="alert" role="alert">${messages.map((message) => `<p>${escapeHtml(message)}</p>`).join('')}</div>` : ''}
${form}
<form method="post" action="${sandboxCheckoutPath(session.id)}/cancel">
<button class="secondary" type="submit">Cancel payment</button>
</form>
${testData}`,
  );
}

const outcomeTitle: Record<string, string> = {
  paid: 'Payment successful',
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
  expired: 'Checkout expired',
};

/** A decided session: its outcome and the way back to the merchant. */
export function renderOutcomePage(session: SandboxSession, returnUrl: string): string {
  const title = outcomeTitle[session.status] ?? 'Payment';
  return layout(
    title,
    `<h1 class="outcome-${session.status}">${title}</h1>
<p>${escapeHtml(session.reason ?? `${money(session.amount, session.currency)} was paid.`)}</p>
<a class="button primary" href="${escapeHtml(returnUrl)}">Return to the merchant</a>`,
  );
}

export function renderMissingPage(): string {
  return layout('Not found', '<h1>Checkout not found</h1><p>This checkout session does not exist.</p>');
}
