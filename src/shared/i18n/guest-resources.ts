/**
 * The catalogues' parts the guest pages speak (their own texts, the shared
 * words, errors and validation, the slideshow and downloads), imported file by
 * file so the guest entry does not carry the owner app's texts. Of the
 * namespaces both read (play, downloads, slideshow) only the guests' part is
 * taken: the hosts' settings, downloads panel and plan notice stay out.
 */
import { common as enCommon } from './en/common';
import { guestDownloads as enDownloads } from './en/downloads';
import { errors as enErrors } from './en/errors';
import { guest as enGuest } from './en/guest';
import { guestPage as enGuestPage } from './en/guest-page';
import { guestPlay as enPlay } from './en/play';
import { pageTitle as enPageTitle } from './en/shell';
import { guestSlideshow as enSlideshow } from './en/slideshow';
import { validation as enValidation } from './en/validation';
import { common } from './pl/common';
import { guestDownloads as downloads } from './pl/downloads';
import { errors } from './pl/errors';
import { guest } from './pl/guest';
import { guestPage } from './pl/guest-page';
import { guestPlay as play } from './pl/play';
import { pageTitle } from './pl/shell';
import { guestSlideshow as slideshow } from './pl/slideshow';
import { validation } from './pl/validation';

export const guestResources = {
  pl: {
    translation: {
      common,
      shell: { pageTitle },
      validation,
      errors,
      guestPage,
      guest,
      slideshow,
      downloads,
      play,
    },
  },
  en: {
    translation: {
      common: enCommon,
      shell: { pageTitle: enPageTitle },
      validation: enValidation,
      errors: enErrors,
      guestPage: enGuestPage,
      guest: enGuest,
      slideshow: enSlideshow,
      downloads: enDownloads,
      play: enPlay,
    },
  },
};
