/**
 * The catalogue of expected errors: a stable id (also the i18n key
 * `errors.<id>`) and the HTTP status the API answers with. Server code throws
 * them by id; the client shows their text in the user's language.
 */
export const errorCatalogue = {
  // HTTP and API basics
  badRequest: 400,
  forbiddenCharacters: 400,
  crossSiteRequest: 403,
  validation: 400,
  invalidJson: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  routeNotFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rangeNotSatisfiable: 416,
  rateLimited: 429,
  internal: 500,
  unavailable: 503,
  // Events
  eventNotFound: 404,
  missingEventFields: 400,
  trialLimitReached: 403,
  createEventFailed: 500,
  deleteEventFailed: 500,
  saveSettingsFailed: 500,
  invalidActivationCode: 400,
  eventUnpaid: 402,
  trialExpired: 403,
  // Albums and media
  albumNotFound: 404,
  albumLimitReached: 403,
  photoGroupNotFound: 404,
  fileUnavailable: 404,
  alreadyBeingSent: 409,
  uploadProtocolUnsupported: 412,
  uploadFeatureUnsupported: 400,
  // Uploads
  uploadPeriodExpired: 403,
  notActivatedYet: 403,
  uploadsDisabled: 403,
  invalidFileType: 415,
  fileTooLarge: 413,
  tooManyFiles: 400,
  fileLimitReached: 403,
  videoNotInPlan: 403,
  videoLimitReached: 403,
  uploadSaveFailed: 500,
  storageFull: 503,
  // Downloads
  downloadExpired: 410,
  guestDownloadNotAllowed: 403,
  zipFailed: 500,
  // Guests and passwords
  eventLocked: 401,
  incorrectPassword: 401,
  passwordUpdateFailed: 500,
  // Payments
  paymentNotConfirmed: 409,
  eventAlreadyPaid: 409,
  paymentNotRequired: 409,
  upgradeNotAllowed: 400,
  activationCodeUsed: 400,
  purchaseNotFound: 404,
  paymentProviderFailed: 502,
  invalidWebhookSignature: 400,
  // Accounts
  alreadySignedIn: 409,
  accountNotConfirmed: 403,
  authConfigError: 500,
  emailNotVerified: 403,
  // Contact
  contactSendFailed: 502,
  // Event settings (owner side)
  slideshowNotInPlan: 403,
  deletePhraseMismatch: 400,
  defaultAlbumProtected: 409,
  playNotInPlan: 403,
  promptNotFound: 404,
  // Guests' own uploads, reveal mode
  notRevealedYet: 403,
  shotsUsedUp: 403,
  deleteWindowClosed: 403,
  // Co-hosts and moderators, the daily digest
  roleNotAllowed: 403,
  invitationNotFound: 404,
  invitationExpired: 410,
  invitationUsed: 409,
  invitationRevoked: 410,
  invitationWrongAccount: 403,
  alreadyMember: 409,
  memberNotFound: 404,
  tooManyMembers: 409,
  cannotInviteOwner: 400,
  digestLinkInvalid: 400,
} as const;

export type ErrorId = keyof typeof errorCatalogue;

/** Errors that exist only in the browser (no HTTP answer behind them). */
export const clientErrorIds = [
  'network',
  'unexpected',
  'loadEventsFailed',
  'loadEventFailed',
  'loadPhotosFailed',
  'loadAlbumFailed',
  'albumCreateFailed',
  'albumDeleteFailed',
  'albumRenameFailed',
  'fileUploadFailed',
  'zipStatusFailed',
  'downloadFailed',
  'qrFailed',
  'linkCopyFailed',
  'activationCodeCheckFailed',
  'passwordVerifyFailed',
  'mediaCannotDisplay',
  'noUserId',
] as const;

export type ClientErrorId = (typeof clientErrorIds)[number];

export function isErrorId(value: string): value is ErrorId {
  return Object.hasOwn(errorCatalogue, value);
}
