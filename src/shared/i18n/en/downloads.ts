/** English texts of the `downloads` namespace. */
/** What the guest pages read (their catalogue takes only this part). */
export const guestDownloads = {
  parts: {
    title: 'Download in parts',
    intro:
      'The archive is split into {{count}} parts of at most {{size}} each. Download each one; every part is a complete ZIP.',
    empty: 'There is nothing to download yet.',
    part: 'Part {{part}} of {{count}}: {{files}} files, {{size}}',
    download: 'Download',
  },
  guest: {
    zip: 'Download all photos (ZIP)',
    slideshow: 'Slideshow',
  },
};

/** The whole namespace: the guests' part and the hosts' downloads panel. */
export const downloads = {
  ...guestDownloads,
  panel: {
    title: 'Downloads',
    lead: 'Everything your guests sent as a ZIP archive, and the guestbook as a PDF ready to print.',
    status: {
      WAITING: {
        title: 'Guests are still uploading',
        text: 'The final archive is ready once the upload window ends on {{date}}. You can already download everything that is here now.',
      },
      GENERATING: {
        title: 'Preparing the archive',
        text: 'This takes up to about 15 minutes. We will send you an e-mail with the download link.',
      },
      READY: {
        title: 'The archive is ready',
        text: 'You can download it until {{date}}.',
      },
      FAILED: {
        title: 'ZIP generation failed',
        text: 'Try again in a moment.',
      },
    },
    support:
      'If the ZIP is still missing 48 hours after uploads end, contact us at <mail>{{email}}</mail>.',
    supportNoEmail: 'If the ZIP is still missing 48 hours after uploads end, contact support.',
    retry: 'Retry',
    zip: 'Download everything (ZIP)',
    summary: 'Files: {{files}}, {{size}}',
    summaryParts: 'Files: {{files}}, {{size}}, parts: {{count}}',
    summaryFailed: 'Could not read the size of the archive.',
    pdfTitle: 'Guestbook (PDF)',
    pdfA4: 'PDF, A4',
    pdfA5: 'PDF, A5',
    slideshowTitle: 'Slideshow',
    slideshowText:
      'Show the guests’ photos and videos on a projector or TV; new ones appear as they arrive.',
    slideshowOpen: 'Open the slideshow',
    slideshowPremium: 'The slideshow comes with the Premium plan.',
    slideshowUpgrade: 'Upgrade to Premium',
  },
};
