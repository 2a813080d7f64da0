import type { Texts } from '../texts';
import type { common as en } from '../en/common';

export const common: Texts<typeof en> = {
  actions: {
    getStarted: 'শুরু করুন',
    contactUs: 'যোগাযোগ করুন',
    talkToUs: 'আমাদের টিমের সঙ্গে কথা বলুন',
    readApiReference: 'API রেফারেন্স পড়ুন',
    requestApiAccess: 'API অ্যাক্সেসের আবেদন করুন',
    openCorporateAccount: 'কর্পোরেট অ্যাকাউন্ট খুলুন',
    seeTestimonials: 'এজেন্সিগুলোর মতামত পড়ুন',
  },
  legal: {
    onThisPage: 'এই পাতায় যা আছে',
    contactTitle: 'যোগাযোগ',
    contactIntro: 'এই নথি নিয়ে কোনো প্রশ্ন আছে? আমাদের লিখুন অথবা ফোন করুন:',
  },
};
