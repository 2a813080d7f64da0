import { createContext, useContext, type ComponentType } from 'react';

export interface LoginFormProps {
  /** Called when the person follows the sign-up link, so a surrounding modal can close. */
  onSignUp?: () => void;
  /** Show the form's own heading (where the page has no heading for it). */
  withTitle?: boolean;
  /** The form sits in a dialog, so the page's `#login` anchor stays on the in-page form. */
  inDialog?: boolean;
  /** Told the heading of the step the form is on (Login, the code screen, a new password…), for a dialog's title. */
  onStepTitle?: (title: string) => void;
}

/**
 * The login form is a feature; themes and other features place it without importing it, through this slot that
 * the app fills.
 */
const LoginFormContext = createContext<ComponentType<LoginFormProps> | null>(null);

export const LoginFormProvider = LoginFormContext.Provider;

export function useLoginForm(): ComponentType<LoginFormProps> {
  const form = useContext(LoginFormContext);
  if (!form) throw new Error('No login form was provided.');
  return form;
}
