import { common } from './en/common';
import { agent } from './en/agent';
import { supplier } from './en/supplier';
import { api } from './en/api';
import { corporate } from './en/corporate';
import { whitelabel } from './en/whitelabel';
import { testimonials } from './en/testimonials';
import { contact } from './en/contact';
import { terms } from './en/terms';
import { privacy } from './en/privacy';
import { refunds } from './en/refunds';

/** English texts of the public marketing pages; the Bangla bundle must have exactly these keys. */
export const en = {
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
