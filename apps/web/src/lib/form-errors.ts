import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Issues at dotted paths ("applicants.0.documents.Photo") as react-hook-form's nested errors. */
export function errorsOf<Values extends FieldValues>(
  issues: ReadonlyArray<{ path: string; message: string }>,
): FieldErrors<Values> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const parts = issue.path.split('.');
    let node = errors;
    parts.forEach((part, index) => {
      // A list's own message and its rows' messages live side by side (checklist.message, checklist.0.code).
      if (index === parts.length - 1)
        node[part] = { ...(node[part] as object | undefined), type: 'validate', message: issue.message };
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<Values>;
}
