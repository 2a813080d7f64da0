import type { SupplierPnr } from '../flight-booking';

export const sandboxGdsConsolePath = '/sandbox-gds';

export type ConsoleFields = Record<string, string>;
export type ConsoleErrors = Record<string, string>;

export interface ConsoleAgency {
  id: string;
  name: string;
  tenantName: string;
}

export interface ConsoleView {
  agencies: ConsoleAgency[];
  pnrs: SupplierPnr[];
  values: ConsoleFields;
  errors: ConsoleErrors;
  created: SupplierPnr | null;
}

/** How many travellers the console books at once. */
export const consolePassengerSlots = 3;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;background:#eef2f7}
.banner{background:#7c2d12;color:#fff;text-align:center;padding:.4rem 1rem;font-size:.875rem;margin:0}
main{max-width:960px;margin:1.5rem auto;padding:0 1rem}
section{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem;margin-bottom:1.25rem}
h1{font-size:1.4rem;margin:0 0 1rem}h2{font-size:1.15rem;margin:0 0 .75rem}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:.75rem}
label{display:block;font-weight:600;font-size:.9rem}
input,select{width:100%;box-sizing:border-box;padding:.45rem;border:1px solid #94a3b8;border-radius:6px;font:inherit}
fieldset{border:1px solid #cbd5e1;border-radius:8px;margin:.75rem 0;padding:.75rem}
.error{color:#b91c1c;font-size:.875rem;margin:.2rem 0 0}
.done{background:#ecfdf5;border:1px solid #10b981;border-radius:8px;padding:.75rem}
button{background:#0f766e;color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;font:inherit;cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #e2e8f0}
`;

function field(
  name: string,
  label: string,
  view: ConsoleView,
  options: { type?: string; required?: boolean; placeholder?: string } = {},
): string {
  const id = `f-${name}`;
  const error = view.errors[name];
  return `<div><label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" type="${options.type ?? 'text'}"${options.required ? ' required' : ''}${
    options.placeholder ? ` placeholder="${escapeHtml(options.placeholder)}"` : ''
  } value="${escapeHtml(view.values[name] ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

function select(name: string, label: string, view: ConsoleView, choices: [string, string][]): string {
  const id = `f-${name}`;
  const error = view.errors[name];
  const chosen = view.values[name] ?? choices[0]?.[0];
  return `<div><label for="${id}">${escapeHtml(label)}</label>
<select id="${id}" name="${name}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>${choices
    .map(
      ([value, text]) =>
        `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(text)}</option>`,
    )
    .join('')}</select>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

const passengerTypes: [string, string][] = [
  ['ADT', 'Adult'],
  ['CHD', 'Child (2–11)'],
  ['INF', 'Infant (under 2)'],
];

function passengerFieldset(slot: number, view: ConsoleView): string {
  return `<fieldset><legend>Traveller ${slot}${slot === 1 ? '' : ' (optional)'}</legend><div class="grid">
${select(`p${slot}Type`, 'Type', view, passengerTypes)}
${field(`p${slot}FirstName`, 'First name', view, { required: slot === 1 })}
${field(`p${slot}LastName`, 'Last name', view, { required: slot === 1 })}
</div></fieldset>`;
}

const flightsOf = (pnr: SupplierPnr) =>
  pnr.offer.journeys
    .flatMap((journey) => journey.legs)
    .map(
      (leg) =>
        `${leg.marketingAirline}${leg.flightNumber} ${leg.origin}–${leg.destination} ${leg.departure.slice(0, 16).replace('T', ' ')}`,
    )
    .join(', ');

const namesOf = (pnr: SupplierPnr) =>
  pnr.passengers
    .map((passenger) => `${passenger.lastName}/${passenger.firstName} (${passenger.type})`)
    .join(', ');

function pnrTable(pnrs: SupplierPnr[]): string {
  if (pnrs.length === 0) return '<p>No PNRs yet.</p>';
  return `<table><caption class="visually-hidden">PNRs made at the airline, newest first</caption><thead><tr>
<th scope="col">Record locator</th><th scope="col">Status</th><th scope="col">Made</th><th scope="col">Flights</th>
<th scope="col">Travellers</th><th scope="col">Time limit (UTC)</th></tr></thead><tbody>${pnrs
    .map(
      (pnr) =>
        `<tr><td>${escapeHtml(pnr.recordLocator)}</td><td>${pnr.status}</td><td>${
          pnr.clientReference ? 'Portal' : 'At the airline'
        }</td><td>${escapeHtml(flightsOf(pnr))}</td><td>${escapeHtml(namesOf(pnr))}</td><td>${pnr.timeLimit
          .toISOString()
          .slice(0, 16)
          .replace('T', ' ')}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

/**
 * The sandbox GDS's console: make a booking "at the airline" (outside the portal) for an agency, to import into the
 * portal later, and see the latest PNRs. Plain server-rendered HTML with labelled fields, usable by keyboard.
 */
export function renderConsolePage(view: ConsoleView): string {
  const formError = view.errors.form;
  const created = view.created
    ? `<div class="done" role="status"><p>PNR <strong id="created-locator">${escapeHtml(view.created.recordLocator)}</strong> is held until ${view.created.timeLimit
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ')} UTC: ${escapeHtml(flightsOf(view.created))}.</p></div>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox GDS console</title><style>${styles}.visually-hidden{position:absolute;left:-9999px}</style></head>
<body>
<p class="banner">Sandbox: a simulated airline reservation system, for testing only.</p>
<main>
<h1>Sandbox GDS console</h1>
${created}
<section aria-labelledby="new-pnr">
<h2 id="new-pnr">Book at the airline</h2>
<p>Makes a held PNR on the cheapest held fare of the day (direct flights first), as an agency’s staff would at the
airline, so the agency can import it into the portal.</p>
${formError ? `<p class="error" role="alert">${escapeHtml(formError)}</p>` : ''}
<form method="post" action="${sandboxGdsConsolePath}" aria-label="Book at the airline" novalidate>
<div class="grid">
${select(
  'agencyId',
  'Agency',
  view,
  view.agencies.map((agency) => [agency.id, `${agency.name} (${agency.tenantName})`]),
)}
${field('origin', 'From (airport code)', view, { required: true, placeholder: 'DAC' })}
${field('destination', 'To (airport code)', view, { required: true, placeholder: 'DXB' })}
${field('date', 'Date (YYYY-MM-DD)', view, { type: 'date', required: true })}
</div>
${Array.from({ length: consolePassengerSlots }, (_, index) => passengerFieldset(index + 1, view)).join('\n')}
<button type="submit">Make the PNR</button>
</form>
</section>
<section aria-labelledby="recent">
<h2 id="recent">PNRs made at the airline</h2>
${pnrTable(view.pnrs)}
</section>
</main>
</body>
</html>`;
}
