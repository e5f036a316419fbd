/** The pl catalogue, composed from one file per namespace. */
import { auth } from './auth';
import { common } from './common';
import { emails } from './emails';
import { errors } from './errors';
import { eventSettings } from './event-settings';
import { events } from './events';
import { guest } from './guest';
import { guestPage } from './guest-page';
import { shell } from './shell';
import { validation } from './validation';

export const pl = {
  common,
  shell,
  validation,
  errors,
  auth,
  emails,
  events,
  eventSettings,
  guestPage,
  guest,
};
