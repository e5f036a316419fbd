/**
 * English texts of the FAQ page (/faq). Numbers that come from the shared rules (limits,
 * days, prices) are placeholders filled by the page, so the answers never drift from them.
 */
export const faq = {
  pageTitle: 'Frequently asked questions',
  title: 'Frequently asked questions',
  lead: 'Everything about collecting your guests’ photos with {{siteName}}: plans, uploads, downloads, payments and privacy.',
  plans: {
    title: 'Plans and their limits',
    caption: 'Every plan is paid once per event. An upgrade costs only the difference.',
    plan: 'Plan',
    price: 'Price',
    albums: 'Albums',
    files: 'Files',
    videos: 'Videos',
    uploadDays: 'Upload period',
    downloadDays: 'Download period',
    slideshow: 'Slideshow',
    reveal: 'Reveal mode',
    challenges: 'Photo challenges',
    unlimited: 'unlimited',
    days: '{{count}} days',
    yes: 'yes',
    no: 'no',
    free: 'free',
  },
  groups: {
    start: 'Getting started',
    guests: 'Guests and uploads',
    downloads: 'Periods and downloads',
    payments: 'Payments',
    privacy: 'Privacy and support',
  },
  questions: {
    what: {
      q: 'What is {{siteName}}?',
      a: 'A place where the guests of your wedding, christening or party leave their photos, videos, voice messages and wishes. You create an event, share its link or QR code, and everything your guests send lands in one gallery – in original quality.',
    },
    trial: {
      q: 'What does the free trial include?',
      a: 'The trial lasts {{trialDays}} days from the moment you create the event, with {{trialFiles}} files and {{trialAlbums}} albums – enough to see how it works with family or friends. You can have up to {{maxTrials}} trial events at a time, and upgrade any of them to a paid plan.',
    },
    cohosts: {
      q: 'Can someone help me run the event?',
      a: 'Yes. On the event page you can invite up to {{maxMembers}} people by e-mail – your partner, the best man or the photographer, for example. A co-host can do everything you can except paying, deleting the event and inviting more people; a moderator reviews, hides and deletes photos and wishes and downloads the files. Each of you can get an evening e-mail with what arrived that day.',
    },
    printKit: {
      q: 'How do I show the QR code to my guests?',
      a: 'On the event page you can download the QR code as an image, and in the event settings, under “{{shareTab}}”, print-ready PDFs: table cards, an A5 standing card and an A4 poster, in one of three designs and with your own headline. You print them yourself on an ordinary printer. Guests already on the page can show the code to the person next to them: “{{guestQrButton}}” opens it on their phone.',
    },
    guestsUpload: {
      q: 'How do guests add photos?',
      a: 'They scan the QR code or open the link on their phones – no app and no account. They pick photos and videos from the gallery or take new ones, optionally add their name and a wish, and send. Up to {{filesPerBatch}} files at once, including {{videosPerBatch}} video; a photo may have up to {{photoMb}} MB and a video up to {{videoGb}} GB. iPhone photos (HEIC) work as they are.',
    },
    weakSignal: {
      q: 'What if the Wi-Fi at the venue is weak?',
      a: 'Uploads continue where they stopped after a break in the connection, so nothing has to be sent twice. Guests can also send their files later, after the party – until the upload period ends.',
    },
    guestbook: {
      q: 'Can guests leave wishes or voice messages?',
      a: 'Yes. The guestbook takes written wishes of up to {{messageLength}} characters with up to {{guestbookFiles}} attached files, and voice messages of up to {{voiceMinutes}} minutes recorded right on the page. You decide whether guests see the guestbook.',
    },
    myPhotos: {
      q: 'Can a guest delete a photo sent by mistake?',
      a: 'Yes. Behind the “My photos” button a guest sees everything sent from their phone and can delete it for {{selfDeleteHours}} hours after sending (until the upload period ends at the latest). They can also put their name on everything they sent. No account is needed.',
    },
    play: {
      q: 'What are reveal mode and photo challenges?',
      a: 'In reveal mode, as with a disposable camera, guests see only their own photos until the moment you choose, and then all of them at once; you can also give each guest {{shotOptions}} shots. Photo challenges are up to {{maxPrompts}} prompts, such as “a selfie with the bride”, that guests see on their page; the album can show each prompt’s photos on their own, and the archive can put them in a folder per prompt. Both come with the {{playPlans}} plans.',
    },
    password: {
      q: 'Can I protect the event with a password?',
      a: 'Yes. In the event settings you can set a password that guests enter once, block new uploads at any time, and hide single photos from the gallery.',
    },
    periods: {
      q: 'When can guests upload, and until when can I download?',
      a: 'Uploads open at 00:00 on the activation date and close at 23:59 on the last day of the upload period, in the event’s time zone. Then the download period begins. The length of both periods depends on the plan (see the table above). We remind you by e-mail before each of them ends.',
    },
    download: {
      q: 'How do I download everything?',
      a: 'On the event page you download all photos, videos and voice messages as one ZIP archive, in exactly the quality your guests sent them, and the guestbook as a PDF ready to print.',
    },
    zip: {
      q: 'How long does preparing the ZIP archive take?',
      a: 'There is no waiting: the archive is put together while it downloads, so it starts at once. Large events take as long as your connection needs, and a broken download can be resumed.',
    },
    guestsDownload: {
      q: 'Can guests download the photos too?',
      a: 'Only if you allow it in the settings, and only after the upload period ends. Otherwise guests see a message that only the organiser can download the archive.',
    },
    afterwards: {
      q: 'What happens after the download period?',
      a: 'Guests no longer see the gallery. {{retentionDays}} days after the end of the download period we permanently delete the event with all its files – we remind you about it by e-mail beforehand, so download the archive in time.',
    },
    payment: {
      q: 'How do I pay?',
      a: 'By card or another method offered by our payment operator, once per event – there is no subscription. Until a paid event is paid for, guests cannot open it.',
    },
    upgrade: {
      q: 'Can I change the plan later?',
      a: 'You can upgrade at any time: from the trial to any plan, from Basic to Standard or Premium, and from Standard to Premium. You pay only the difference between the prices.',
    },
    changeDate: {
      q: 'Can I change the event date?',
      a: 'The activation date and the event date are set when the event is created. If they need to change, write to us and we will help.',
    },
    privacy: {
      q: 'Who can see the photos?',
      a: 'Only people with the link to the event (and the password, if you set one), and only what you let them see. Events are not listed anywhere, and search engines such as Google do not show event pages or guests’ photos, even when someone posts the link in public. Previews shown in the gallery have their location data removed; the originals in your archive stay exactly as they were taken.',
    },
    support: {
      q: 'How can I contact you?',
      a: 'We help by e-mail: write to {{supportEmail}} or use the contact form. We usually reply within one working day.',
    },
  },
  contactCta: {
    title: 'Didn’t find an answer?',
    text: 'Write to us – we are happy to help.',
    action: 'Contact us',
  },
};
