/** English validation messages (`validation.*`); src/shared/domain returns these keys. */
export const validation = {
  required: 'This field is required',
  invalidValue: 'This value is not valid',
  password: {
    tooShort: 'Password must be at least 8 characters long',
    lowercase: 'Password must contain at least one lowercase letter',
    uppercase: 'Password must contain at least one uppercase letter',
    number: 'Password must contain at least one number',
    specialCharacter: 'Password must contain at least one special character',
    mismatch: 'Passwords do not match',
    strength: {
      weak: 'Weak',
      medium: 'Medium',
      strong: 'Strong',
      veryStrong: 'Very Strong',
    },
  },
  email: {
    required: 'E-mail address is required',
    invalid: 'Enter a valid e-mail address',
  },
  date: {
    invalid: 'Enter a valid date',
    outOfRange: 'Date must be between today and 2 years from now',
  },
  event: {
    missingRequiredFields: 'Missing required fields for event creation',
    activationCodeRequired: 'Enter your activation code',
    nameRequired: 'Event name is required',
    nameTooLong: 'Event name must be at most 100 characters long',
    typeInvalid: 'Choose an event type',
    trialLimitReached:
      'You have reached the maximum limit of 3 trial events. Please upgrade to create more events.',
    descriptionTooLong: 'Description must be at most 2000 characters long',
    guestCountInvalid: 'Enter a whole number of guests from 1 to 100000',
    timeZoneInvalid: 'Choose a valid time zone',
    fieldNotEditable: 'This field cannot be changed here',
  },
  eventPassword: {
    length: 'Password must be 4 to 128 characters long',
  },
  style: {
    invalid: 'This style setting is not valid',
    tooLarge: 'The style settings are too large',
  },
  plan: {
    invalid: 'Choose a plan',
    upgradeNotAllowed: 'This plan change is not available',
  },
  album: {
    nameRequired: 'Album name is required',
    nameTooLong: 'Album name must be at most 100 characters long',
    limitReached:
      'Album limit of your plan reached (limit: {{max}}). Upgrade your plan to create more albums.',
  },
  printKit: {
    headlineTooLong: 'The headline may have at most 60 characters',
    sublineTooLong: 'The subline may have at most 120 characters',
  },
  prompts: {
    titleRequired: 'Write the challenge',
    titleTooLong: 'A challenge may have at most 80 characters',
    tooMany: 'At most 15 challenges',
  },
  reveal: {
    timeRequired: 'Choose the reveal time',
  },
  guestbook: {
    nameRequired: 'Please enter your name',
    messageRequired: 'Please enter a message',
    nameTooLong: 'Name must be at most 80 characters long',
    messageTooLong: 'Message must be at most 350 characters long',
    tooManyFiles: 'You can attach at most 3 files to a guestbook entry',
  },
  contact: {
    nameRequired: 'Please enter your name',
    subjectRequired: 'Please choose a subject',
    messageRequired: 'Please enter a message',
    messageTooShort: 'Message must be at least 10 characters long',
  },
  upload: {
    invalidType: 'Invalid file type',
    tooManyShots: 'Shots left: {{left}}. Choose no more files than that.',
    emptyFile: 'The file is empty',
    photoTooLarge: 'Photo is too large. The maximum size is 20 MB.',
    videoTooLarge: 'Video is too large. The maximum size is 1 GB.',
    voiceTooLarge: 'Voice message is too large. The maximum size is 50 MB.',
    voiceTooLong: 'Voice message is too long. The maximum length is 5 minutes.',
    tooManyFiles: 'Too many files. You can upload at most 20 files at once.',
    tooManyVideos: 'You can upload at most 1 video at once.',
    fileLimitReached:
      'File limit of your plan reached (limit: {{max}}, remaining: {{remaining}}). Upgrade your plan to add more.',
    videoNotAvailable: 'Videos are not available in your plan. Upgrade your plan to add videos.',
    videoLimitReached:
      'Video limit of your plan reached (limit: {{max}}, remaining: {{remaining}}). Upgrade your plan to add more.',
  },
  background: {
    invalidType: 'Background image must be a PNG, JPG or WEBP file',
    tooLarge: 'Background image must be at most 10 MB',
  },
  slideshow: {
    intervalOutOfRange: 'Slideshow interval must be between 3 and 60 seconds',
  },
  selection: {
    tooMany: 'You can select at most 20 photos at once',
    empty: 'Select at least one file.',
    nothingToChange: 'No change was given.',
  },
  download: {
    part: 'Choose a part of the download (1 to the number of parts)',
  },
  deleteConfirmation: {
    mismatch: 'Type "permanent delete" to confirm',
  },
  language: {
    unsupported: 'Unsupported language',
  },
};
