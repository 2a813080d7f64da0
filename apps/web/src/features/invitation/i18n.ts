import { registerTranslations } from '../../lib/i18n';

/** Texts of /accept-invitation (namespace "invitation"); the password rules' messages come from the contracts. */
export const invitationTexts = {
  en: {
    title: 'Accept invitation',
    checking: 'Checking your invitation…',
    invited: '{{name}}, you are invited to join {{agency}}.',
    signInAs: 'You will sign in as {{email}}.',
    expires: 'This link works until {{date}}.',
    choose: 'Choose a password to finish setting up your account.',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    showPassword: 'Show password',
    rules: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
    submit: 'Set password',
    done: 'Your password is set',
    doneText: 'Sign in with {{email}} and your new password.',
    signIn: 'Go to sign in',
    missing: 'This invitation link is not complete. Open the link from your invitation email again.',
    problem: 'The invitation cannot be used',
    failed: 'Your password was not set',
  },
  bn: {
    title: 'আমন্ত্রণ গ্রহণ',
    checking: 'আপনার আমন্ত্রণ যাচাই করা হচ্ছে…',
    invited: '{{name}}, আপনাকে {{agency}}-এ যোগ দিতে আমন্ত্রণ জানানো হয়েছে।',
    signInAs: 'আপনি {{email}} দিয়ে সাইন ইন করবেন।',
    expires: 'এই লিংক {{date}} পর্যন্ত কাজ করবে।',
    choose: 'অ্যাকাউন্ট চালু করতে একটি পাসওয়ার্ড বেছে নিন।',
    password: 'পাসওয়ার্ড',
    confirmPassword: 'পাসওয়ার্ড নিশ্চিত করুন',
    showPassword: 'পাসওয়ার্ড দেখান',
    rules: 'কমপক্ষে ৮ অক্ষর, একটি বড় হাতের অক্ষর, একটি ছোট হাতের অক্ষর ও একটি সংখ্যা সহ।',
    submit: 'পাসওয়ার্ড দিন',
    done: 'আপনার পাসওয়ার্ড সেট হয়েছে',
    doneText: '{{email}} ও নতুন পাসওয়ার্ড দিয়ে সাইন ইন করুন।',
    signIn: 'সাইন ইন করতে যান',
    missing: 'এই আমন্ত্রণ লিংকটি অসম্পূর্ণ। আমন্ত্রণ ইমেইল থেকে লিংকটি আবার খুলুন।',
    problem: 'আমন্ত্রণটি ব্যবহার করা যাচ্ছে না',
    failed: 'আপনার পাসওয়ার্ড সেট হয়নি',
  },
};

registerTranslations('invitation', invitationTexts);
