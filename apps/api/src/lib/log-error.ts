/** How many causes deep an error is written out. */
const maxCauses = 5;

/** Fields of database errors that carry a query's values (an email, a passport number): never logged. */
const valueFields = new Set(['params', 'detail']);

/** What the log's `err` field holds. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as the log writes it: its type, message, stack, own fields and causes, without the values of a failed
 * query. The database layer puts them in `params` and repeats them in the message ("params: …") and the stack;
 * the query's text, with its $1 placeholders, stays, since it says what failed.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const params = (error as { params?: unknown }).params;
  const valuesLine = Array.isArray(params) ? `\nparams: ${String(params)}` : null;
  const hide = (text: string | undefined) =>
    valuesLine && text ? text.replaceAll(valuesLine, '\nparams: (not logged)') : text;
  const fields = Object.fromEntries(
    Object.entries(error).filter(([key]) => !valueFields.has(key) && key !== 'cause'),
  );
  const { cause } = error;
  return {
    type: error.constructor.name,
    ...fields,
    message: hide(error.message) ?? '',
    stack: hide(error.stack) ?? '',
    ...(cause !== undefined && depth < maxCauses ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}
