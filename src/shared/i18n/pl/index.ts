/** The pl catalogue, composed from one file per namespace. */

import { album } from './album';
import { archive } from './archive';
import { auth } from './auth';
import { common } from './common';
import { contact } from './contact';
import { downloads } from './downloads';
import { emails } from './emails';
import { errors } from './errors';
import { eventSettings } from './event-settings';
import { events } from './events';
import { faq } from './faq';
import { guest } from './guest';
import { guestPage } from './guest-page';
import { guestbookExport } from './guestbook-export';
import { lifecycle } from './lifecycle';
import { members } from './members';
import { payments } from './payments';
import { play } from './play';
import { printKit } from './print-kit';
import { shell } from './shell';
import { slideshow } from './slideshow';
import { validation } from './validation';

export const pl = {
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
  album,
  slideshow,
  downloads,
  archive,
  guestbookExport,
  play,
  printKit,
  members,
};
