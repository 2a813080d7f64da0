import type { Texts } from './texts';
import type { en } from './en';
import { common } from './bn/common';
import { agent } from './bn/agent';
import { supplier } from './bn/supplier';
import { api } from './bn/api';
import { corporate } from './bn/corporate';
import { whitelabel } from './bn/whitelabel';
import { testimonials } from './bn/testimonials';
import { contact } from './bn/contact';
import { terms } from './bn/terms';
import { privacy } from './bn/privacy';
import { refunds } from './bn/refunds';

/** Bangla texts of the public marketing pages, with the same keys as the English bundle. */
export const bn: Texts<typeof en> = {
  common,
  agent,
  supplier,
  api,
  corporate,
  whitelabel,
  testimonials,
  contact,
  terms,
  privacy,
  refunds,
};
