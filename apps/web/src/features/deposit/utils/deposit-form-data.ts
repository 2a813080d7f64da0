import { DepositSlipField } from '@portal/contracts';

export type DepositFields = Record<string, string | number | null | undefined>;

/**
 * A deposit request as the initiate calls take it: multipart/form-data with each text field once (empty and absent
 * ones left out, so optional fields read as not given) and the slip, when there is one, under its own field.
 */
export function depositFormData(fields: DepositFields, slip: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text !== '') form.append(name, text);
  }
  if (slip) form.append(DepositSlipField, slip, slip.name);
  return form;
}

/**
 * What makes one submission the same as another for its Idempotency-Key: the fields and the slip's identity (a
 * file cannot be compared by content without reading it).
 */
export function submissionOf(fields: DepositFields, slip: File | null) {
  return {
    fields,
    slip: slip ? { name: slip.name, size: slip.size, lastModified: slip.lastModified } : null,
  };
}

/**
 * The API's validation message split by field: it writes 'field: message' for each problem, joined by '; '.
 * Problems of fields the form knows go beside them; anything else is returned as `other`.
 */
export function fieldErrorsOf(
  message: string,
  known: readonly string[],
): { fields: Record<string, string>; other: string[] } {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(part.trim());
    const field = match?.[1];
    if (field && match[2] && known.includes(field)) {
      fields[field] ??= match[2];
    } else if (part.trim()) {
      other.push(part.trim());
    }
  }
  return { fields, other };
}
