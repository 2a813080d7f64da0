import { ErrorCode } from '@portal/contracts';
import { AppError } from './app-error';

/** Deeper than any request the API takes (a booking's passengers and documents sit a few levels down). */
export const maxInputDepth = 32;

/**
 * C0 controls but tab, line feed and carriage return (kept for multi-line text such as notes), DEL and the C1
 * controls: no field has a use for them, and a NUL cannot even be stored in a database text column.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function refuseControlCharacters(text: string, field: string): void {
  if (controlCharacter.test(text)) {
    throw new AppError(
      ErrorCode.ControlCharacter,
      400,
      `${field}: must not contain control characters (such as a NUL byte)`,
    );
  }
}

type Container = Record<string, unknown> | unknown[];
interface Slot {
  parent: Container;
  key: string | number;
  value: unknown;
  depth: number;
  path: string;
}

/** Arrays and objects; a Buffer a content-type parser may hand over is passed on as it is. */
const isJsonContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

const fieldPath = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * A copy of request input (a parsed JSON body, a query string, path parameters) with each string passed through
 * `text`, refused with 400 when it nests deeper than `maxInputDepth` or carries a control character in a key or a
 * string. It walks with a stack of its own, so no input can overflow the call stack.
 */
export function readRequestInput(
  input: unknown,
  options: { part: string; text?: (value: string) => string },
): unknown {
  const text = options.text ?? ((value: string) => value);
  const root: Container = [];
  const pending: Slot[] = [{ parent: root, key: 0, value: input, depth: 0, path: '' }];
  for (let slot = pending.pop(); slot; slot = pending.pop()) {
    const { parent, key, value, depth, path } = slot;
    const place = (copy: unknown) => {
      Object.defineProperty(parent, key, {
        value: copy,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    };
    if (typeof value === 'string') {
      refuseControlCharacters(value, path || options.part);
      place(text(value));
      continue;
    }
    if (!isJsonContainer(value)) {
      place(value);
      continue;
    }
    if (depth >= maxInputDepth) {
      throw new AppError(
        ErrorCode.NestingTooDeep,
        400,
        `The request ${options.part} is nested more than ${maxInputDepth} levels deep.`,
      );
    }
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    const copy: Container = Array.isArray(value) ? new Array<unknown>(value.length) : {};
    place(copy);
    for (const [childKey, child] of entries) {
      if (typeof childKey === 'string')
        refuseControlCharacters(childKey, fieldPath(path, childKey) || options.part);
      // Placed now, filled when its turn comes, so an object keeps its keys in their order.
      Object.defineProperty(copy, childKey, {
        value: undefined,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      pending.push({
        parent: copy,
        key: childKey,
        value: child,
        depth: depth + 1,
        path: fieldPath(path, childKey),
      });
    }
  }
  return root[0];
}
