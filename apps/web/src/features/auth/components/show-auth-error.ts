import { showToast } from '../../../lib/toasts';

/** A sign-in error shows as a red toast (spec §8): the server's message, else its code, else the generic text. */
export const showAuthError = (message: string) => showToast({ color: 'red', message });
