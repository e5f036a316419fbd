/**
 * English texts of the lifecycle e-mails (`lifecycle.*`): welcome, the reminders about the
 * upload and download periods, and the end of a trial. Dates are written out in full, so an
 * e-mail delivered late (after an outage) still says the right thing.
 */
export const lifecycle = {
  layout: {
    reason: 'You receive this e-mail because you have the event “{{eventName}}” in {{siteName}}.',
    manage: 'Manage the event',
    facts: {
      uploads: 'Guests add files',
      uploadsRange: '{{from}} – {{to}}',
      downloads: 'Download until',
      trialEnds: 'Free trial ends',
      deletion: 'Everything is deleted on',
    },
  },
  welcomeEmail: {
    subject: '“{{eventName}}” is ready for your guests',
    preheader: 'Share the link or the QR code and collect every photo from your event.',
    heading: '“{{eventName}}” is ready',
    intro:
      'Share the link below or print the QR code and put it on the tables. Guests open it on their phones and add photos, videos, voice messages and wishes – no app and no account needed.',
    trial:
      'This is a free trial: guests can add up to {{maxFiles}} files until {{endUpload}}. You can upgrade at any time to collect more memories and keep them longer.',
    paid: 'Guests can add files from {{startUpload}} to {{endUpload}}. You can download everything in original quality until {{endDownload}}.',
    action: 'Open the guest page',
    qrCaption: 'Scan to open the guest page',
    qrAlt: 'QR code of the guest page of “{{eventName}}”',
  },
  beforeEventStartsEmail: {
    subject: '“{{eventName}}”: guests can add memories from {{startUpload}}',
    preheader: 'The upload period of your event starts soon.',
    heading: 'Your guests can start soon',
    intro:
      'From {{startUpload}} your guests can add photos, videos, voice messages and wishes to “{{eventName}}”, until {{endUpload}}.',
    hint: 'Make sure they have the link or the QR code: in the event settings (under “{{shareTab}}”) you can download print-ready table cards and a poster, and send the link with the invitation.',
    action: 'Open the guest page',
  },
  beforeUploadPeriodEndsEmail: {
    subject: '“{{eventName}}”: guests can add files until {{endUpload}}',
    preheader: 'Remind your guests to send what is still on their phones.',
    heading: 'The upload period ends soon',
    intro: 'Guests can add files to “{{eventName}}” until the end of {{endUpload}}.',
    hint: 'It is a good moment to remind them to send the photos and videos that are still on their phones.',
    action: 'Open the guest page',
  },
  uploadPeriodEndsEmail: {
    subject: '“{{eventName}}”: time to download your memories',
    preheader: 'The upload period ends, the download period begins.',
    heading: 'Time to download your memories',
    intro:
      'The upload period of “{{eventName}}” ends on {{endUpload}} at 23:59. From then on you can download everything until {{endDownload}}.',
    hint: 'Download all photos, videos and voice messages in original quality as a ZIP archive, and the guestbook as a PDF.',
    action: 'Download the files',
  },
  beforeDownloadPeriodEndsEmail: {
    subject: '“{{eventName}}”: download your files by {{endDownload}}',
    preheader: 'The download period of your event ends soon.',
    heading: 'The download period ends soon',
    intro: 'You can download the files of “{{eventName}}” until {{endDownload}}.',
    hint: 'On {{deletionDate}} we permanently delete all files, guestbook entries and settings of the event. Download the ZIP archive now so that nothing is lost.',
    action: 'Download the files',
  },
  downloadPeriodEndsEmail: {
    subject: '“{{eventName}}”: the download period ends on {{endDownload}}',
    preheader: 'Last reminder: download your files.',
    heading: 'Last reminder',
    intro:
      'The download period of “{{eventName}}” ends on {{endDownload}} at 23:59. Guests can no longer see the gallery after that.',
    hint: 'On {{deletionDate}} we permanently delete all files, guestbook entries and settings of the event. If you have not downloaded the ZIP archive yet, do it now.',
    action: 'Download the files',
  },
  trialEndsEmail: {
    subject: '“{{eventName}}”: your free trial has ended',
    preheader: 'Choose a plan to collect more memories.',
    heading: 'Your free trial has ended',
    intro:
      'The free trial of “{{eventName}}” ended on {{endTrial}}: guests can no longer add files. You can download what they sent until {{endDownload}}.',
    hint: 'Upgrade the event to a paid plan to choose new upload dates, collect more files and albums and keep everything longer. You pay once, with no subscription.',
    action: 'Upgrade the event',
  },
  zipReadyEmail: {
    subject: '“{{eventName}}”: your download is ready',
    preheader: 'All photos, videos and voice messages as a ZIP archive, the guestbook as a PDF.',
    heading: 'Your memories are ready to download',
    intro:
      'The upload period of “{{eventName}}” has ended and we have prepared everything your guests sent.',
    hint: 'Download all photos, videos and voice messages in original quality as a ZIP archive, and the guestbook as a PDF ready to print, until {{endDownload}}.',
    action: 'Download the files',
  },
  zipFailedEmail: {
    subject: '“{{eventName}}”: we could not prepare your download',
    preheader: 'Preparing the ZIP archive failed. Try again from the event page.',
    heading: 'Preparing the download failed',
    intro:
      'The upload period of “{{eventName}}” has ended, but we could not prepare the files for download.',
    hint: 'Open the event page and choose “Try again”. If it fails again, write to us at {{supportEmail}} – your files are safe and we will help you download them until {{endDownload}}.',
    action: 'Open the event page',
  },
};
