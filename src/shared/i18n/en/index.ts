/** The en catalogue, composed from one file per namespace. */
import { auth } from './auth';
import { common } from './common';
import { contact } from './contact';
import { emails } from './emails';
import { errors } from './errors';
import { eventSettings } from './event-settings';
import { events } from './events';
import { faq } from './faq';
import { guest } from './guest';
import { guestPage } from './guest-page';
import { lifecycle } from './lifecycle';
import { payments } from './payments';
import { shell } from './shell';
import { validation } from './validation';

export const en = {
  common,
  shell,
  validation,
  errors,
  auth,
  emails,
  events,
  lifecycle,
  contact,
  faq,
  payments,
  eventSettings,
  guestPage,
  guest,
};
