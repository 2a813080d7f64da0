import type { Texts } from '../texts';
import type { contact as en } from '../en/contact';

export const contact: Texts<typeof en> = {
  hero: {
    title: 'যোগাযোগ করুন',
    subtitle: 'অ্যাকাউন্ট, বুকিং বা পার্টনারশিপ নিয়ে প্রশ্ন আছে? সরাসরি {{brand}}-এর সঠিক টিমের সঙ্গে যোগাযোগ করুন।',
    call: 'ফোন করুন {{phone}}',
    email: 'ইমেইল করুন {{email}}',
  },
  labels: {
    email: 'ইমেইল',
    phone: 'ফোন',
    address: 'ঠিকানা',
    opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  },
  teams: {
    title: 'সঠিক টিমের সঙ্গে যোগাযোগ করুন',
  },
  offices: {
    title: 'আমাদের অফিস',
    headquarterMap: 'মানচিত্রে আমাদের প্রধান কার্যালয় দেখুন',
  },
};
