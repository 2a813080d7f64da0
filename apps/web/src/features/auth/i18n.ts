import { registerTranslations } from '../../lib/i18n';

// "Email", "Password", "Login", "Reset here" and "Sign up here" are the product's own words and stay in English.
registerTranslations('auth', {
  en: {
    title: 'Login to your account',
    subtitle: 'Search, book and ticket in one place.',
    email: 'Email',
    password: 'Password',
    login: 'Login',
    forgotPassword: 'Forgot password?',
    resetHere: 'Reset here',
    noAccount: "Don't have an account?",
    signUpHere: 'Sign up here',
    showPassword: 'Show password',
    failed: 'Login failed',
    extraStep: 'This account needs an extra sign-in step. Please contact support.',
  },
  bn: {
    title: 'আপনার অ্যাকাউন্টে লগইন করুন',
    subtitle: 'এক জায়গায় সার্চ, বুকিং ও টিকিটিং।',
    email: 'Email',
    password: 'Password',
    login: 'Login',
    forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন?',
    resetHere: 'Reset here',
    noAccount: 'অ্যাকাউন্ট নেই?',
    signUpHere: 'Sign up here',
    showPassword: 'পাসওয়ার্ড দেখুন',
    failed: 'লগইন হয়নি',
    extraStep: 'এই অ্যাকাউন্টে লগইনের জন্য অতিরিক্ত ধাপ প্রয়োজন। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  },
});
