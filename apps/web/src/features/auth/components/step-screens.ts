import { lazyPage } from '../../../lib/chunk-reload';

// The steps after email and password (codes, new password, phone, reset) are reached by few visits of the home
// page, so they load when reached and stay out of the first visit's JavaScript.
export const CodeScreen = lazyPage(async () => ({ default: (await import('./code-screen')).CodeScreen }));
export const NewPasswordScreen = lazyPage(async () => ({
  default: (await import('./new-password-screen')).NewPasswordScreen,
}));
export const PasswordChangedModal = lazyPage(async () => ({
  default: (await import('./password-changed-modal')).PasswordChangedModal,
}));
export const PhoneEntryScreen = lazyPage(async () => ({
  default: (await import('./phone-entry-screen')).PhoneEntryScreen,
}));
export const ResetEmailScreen = lazyPage(async () => ({
  default: (await import('./reset-email-screen')).ResetEmailScreen,
}));
