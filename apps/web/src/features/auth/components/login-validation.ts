import { ZLoginForm, type LoginForm } from '@portal/contracts';

export type LoginFieldErrors = Partial<Record<keyof LoginForm, string>>;

export type LoginCheck = { values: LoginForm; errors: null } | { values: null; errors: LoginFieldErrors };

/**
 * The login form's rules (the contracts' schema and its messages), loaded apart from the form so zod is not part of
 * the home page's first load: the values to send (trimmed), or the first message of each field in error.
 */
export function checkLoginForm(values: LoginForm): LoginCheck {
  const parsed = ZLoginForm.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { values: null, errors };
}
