/** English texts of the web shell: layouts, sidebar, start screen, terms and privacy. */
/** The browser tab's title: on every page, the guest pages' too. */
export const pageTitle = '{{page}} · {{siteName}}';

export const shell = {
  pageTitle,
  header: {
    openNavigation: 'Open menu',
    closeNavigation: 'Close menu',
  },
  nav: {
    label: 'Menu',
    groups: {
      main: 'Main',
      events: 'Your events',
      help: 'Help and support',
      account: 'Account',
    },
    events: 'Events',
    noEvents: 'You have no active events yet.',
    albums: 'Albums',
    settings: 'Settings',
    payNow: 'Pay now',
    unpaid: 'Unpaid',
    faq: 'FAQ',
    contact: 'Contact',
    updatePassword: 'Update password',
    twoStepVerification: 'Two-step verification',
    signOut: 'Sign out',
  },
  signOut: {
    title: 'Sign out?',
    text: 'To get back to your events, you will need to sign in again.',
    confirm: 'Sign out',
  },
  authLoading: 'Just a moment…',
  authUnavailable: {
    title: 'Signing in is unavailable',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address may be mistyped, or the page no longer exists.',
    action: 'Go to my events',
  },
  events: {
    title: 'Your events',
    lead: 'All your celebrations in one place.',
    noDate: 'Date not set',
    planLabel: 'Plan: {{plan}}',
    plans: {
      trial: 'Trial',
      basic: 'Basic',
      standard: 'Standard',
      premium: 'Premium',
    },
    expired: 'Ended',
    empty: {
      title: 'No events yet',
      text: 'When you create an event, it will appear here with its date and plan.',
    },
  },
  footer: {
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    copyright: '© {{year}} {{siteName}}',
    legalLinks: 'Legal information',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be displayed. Reload it or go back to the home page.',
    home: 'Home page',
  },
  start: {
    pageTitle: 'All your guests’ photos and videos in one place',
    eyebrow: 'Weddings · christenings · parties',
    headline: 'All your guests’ photos and videos in one place',
    lead: 'Guests scan a QR code and send photos, videos, voice messages and wishes straight from their phones. No app to install, no account to create. You get everything in original quality.',
    promises: {
      noApp: 'Guests need no app and no account',
      original: 'Photos and videos in original quality',
      private: 'Only the people you share it with see the gallery',
    },
    steps: {
      title: 'How it works',
      lead: 'Four simple steps, from the invitation to a keepsake album.',
      create: {
        title: 'Create an event',
        text: 'Enter the name and date, then pick a plan. The 7-day trial is free.',
      },
      qr: {
        title: 'Print the QR code',
        text: 'Download ready-made table cards and a poster as a PDF, add the code to the invitations or send your guests the link.',
      },
      upload: {
        title: 'Guests add their memories',
        text: 'They scan the code with their phone camera and send their files: no app, no account, no Wi-Fi password.',
      },
      download: {
        title: 'Download everything',
        text: 'The lot in original quality as a ZIP archive, plus the guestbook wishes as a ready-made PDF.',
      },
    },
    highlights: {
      title: 'Everything a great party leaves behind',
      photos: {
        title: 'Photos',
        text: 'No compression: exactly as your guests took them.',
      },
      videos: {
        title: 'Videos',
        text: 'The first dance, the speeches and the dance floor through your guests’ eyes.',
      },
      voice: {
        title: 'Voice messages',
        text: 'Wishes recorded in their own voices, to play back years from now.',
      },
      guestbook: {
        title: 'Guestbook',
        text: 'Written wishes signed with names, ready to download as an elegant PDF.',
      },
      heic: {
        title: 'iPhone photos',
        text: 'HEIC files just work: nobody has to convert anything.',
      },
      wall: {
        title: 'Live wall',
        text: 'New photos appear on a screen or projector while the party is still going.',
      },
      challenges: {
        title: 'Photo challenges',
        text: 'Prompts such as “a selfie with the bride” get even the shy guests shooting.',
      },
      reveal: {
        title: 'Reveal mode',
        text: 'Like a disposable camera: every photo appears at once, at the moment you choose.',
      },
      cohosts: {
        title: 'Co-hosts',
        text: 'Invite your partner, the best man or the photographer to look after the gallery with you.',
      },
    },
  },
  legal: {
    contactLink: 'Write to us: {{supportEmail}}',
    terms: {
      title: 'Terms of service',
      intro:
        'These terms govern the use of {{siteName}} by event hosts and their guests. By using the service, you accept them.',
      sections: {
        operator: {
          title: 'Who runs the service',
          text: 'The service is run by {{siteName}} (“we”, “us”). We can be reached by e-mail only: {{supportEmail}}.',
        },
        service: {
          title: 'What the service does',
          text: 'A host creates an event, such as a wedding, christening or party, and shares a link or QR code with the guests. Through it, guests add photos, videos, voice messages and guestbook wishes without creating an account or installing an app. The host can download all files as a ZIP archive and the guestbook as a PDF.',
        },
        accounts: {
          title: 'Host accounts',
          text: 'Creating an event requires an account registered with an e-mail address, or signing in with Google. Hosts keep their password confidential and are responsible for what is done with their account. Guests do not create accounts.',
        },
        plans: {
          title: 'Plans and payments',
          text: 'The trial is free and lasts 7 days. Paid plans are a one-off payment per event; the price and limits (number of albums and files, length of the upload and download periods) are shown before you pay. A plan can be upgraded by paying the difference in price. Card payments are handled by an external payment provider, so we never see your card details. Until an event on a paid plan is paid for, guests cannot access it.',
        },
        withdrawal: {
          title: 'Right of withdrawal',
          text: 'If you are a consumer, you may withdraw from a purchase within 14 days without giving a reason. An event is a digital service that starts as soon as it is paid for, so by paying you ask us to start it at once: if you withdraw before the service is fully provided, we refund the price minus the part that corresponds to the service already provided; once it has been fully provided, the right of withdrawal expires. To withdraw, write to {{supportEmail}}.',
        },
        content: {
          title: 'Content added by guests',
          text: 'Whoever adds a photo, video, recording or wish confirms that they have the right to do so and that the people shown in it do not object to it being given to the host. We claim no rights to the content: we store it, create previews and show it only as the host sets. Authors are responsible for the content they add.',
        },
        visibility: {
          title: 'Who sees the content',
          text: 'The host sees all content of their event, including wishes hidden from guests. Guests with the link (and the password, if the host set one) see the gallery and guestbook only when the host shares them. The host can hide and delete content. We never list events in any public directory.',
        },
        rules: {
          title: 'Acceptable use',
          text: 'Do not add content that is unlawful or infringes the rights or dignity of others, and do not use the service to send spam or malware. We remove such content and, for serious breaches, may block the event or account.',
        },
        periods: {
          title: 'Upload and download periods, deletion',
          text: 'Every plan has an upload period, during which guests add files, followed by a download period; their lengths are shown with each plan. Times follow the event’s time zone: uploads open at 00:00 on the activation date and close at 23:59 on the last day. Originals are stored in full quality. 90 days after the download period ends we permanently delete the event with all its files, guestbook entries and settings; we remind the host by e-mail 5 days before the download period ends and on its last day. Deleted data cannot be restored, so download the ZIP archive in good time.',
        },
        termination: {
          title: 'Deleting an event or the account',
          text: 'The host can delete an event at any time in its settings, by typing the confirmation phrase: the event disappears at once with all its files, and the payment for it is not refunded, unless you withdraw from the purchase as described above. To delete your account, write to {{supportEmail}} from the address you sign in with; we delete the account together with all its events.',
        },
        liability: {
          title: 'Availability',
          text: 'We work to keep the service running without interruption, but short maintenance breaks may happen. We recommend downloading a copy of all files before the download period ends.',
        },
        complaints: {
          title: 'Complaints',
          text: 'Send complaints and questions to {{supportEmail}}. We reply within 14 days.',
        },
        changes: {
          title: 'Changes to these terms',
          text: 'We will tell hosts about significant changes to these terms by e-mail at least 14 days before they take effect. Changes never worsen the conditions of events that are already paid for.',
        },
      },
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'This policy explains what data {{siteName}} processes, why, who can access it and how long we keep it.',
      sections: {
        controller: {
          title: 'Data controller',
          text: 'The controller of hosts’ personal data is {{siteName}}. Content that guests add to an event is stored on behalf of the host, who decides who sees it. For anything about personal data, write to {{supportEmail}}.',
        },
        owners: {
          title: 'Data about hosts',
          text: 'We store your e-mail address, your name (if you give it), your chosen language, your password as a one-way hash (we never know it) or the link to your Google account, and your events’ data: name, date, settings and plan. Your e-mail address is used for signing in and for messages about your event, such as a reminder before the download period ends. We never receive your card number: payments are handled by the payment provider.',
        },
        guests: {
          title: 'Data about guests',
          text: 'Guests do not create accounts or give an e-mail address. We store only what a guest adds: photos, videos and voice messages, plus a name and wishes if they write them.',
        },
        contactForm: {
          title: 'Contact form',
          text: 'When you write to us through the contact form, we store your name, e-mail address, subject and message – and, if you are signed in, the link to your account – in order to answer you, which is our legitimate interest (Art. 6(1)(f) GDPR). To stop abuse, we count messages per IP address for a short time.',
        },
        originals: {
          title: 'Originals and previews',
          text: 'Files are stored in original quality, together with the metadata the phone recorded. For the gallery we create smaller previews with the metadata removed, including GPS location. The originals in the host’s ZIP archive keep their metadata unchanged.',
        },
        emails: {
          title: 'E-mails we send',
          text: 'We send only e-mails connected with your account and your events: codes to confirm your address or reset your password, a welcome message with the guest link and QR code, reminders before the upload and download periods end, and a message when a trial ends. They are part of the service, not marketing, and they go out in the language of your account.',
        },
        recipients: {
          title: 'Who can access data',
          text: 'The host sees all content of their event. Guests see the gallery and guestbook only when the host shares them, and only with the event link (and the password, if one is set). Providers of servers, file storage and e-mail delivery, and the payment provider, process data on our behalf. We do not sell data and show no ads.',
        },
        legalBasis: {
          title: 'Legal basis',
          text: 'We process hosts’ data to provide the service they ask for (Art. 6(1)(b) GDPR), to meet accounting and tax obligations (Art. 6(1)(c)) and to keep the service secure, which is our legitimate interest (Art. 6(1)(f)).',
        },
        retention: {
          title: 'How long we keep data',
          text: 'An event with its files, guestbook entries and settings is permanently deleted 90 days after its download period ends – automatically, together with every copy in our file storage; we remind the host by e-mail before the download period ends. The host can delete an event earlier at any time. Account data is kept for as long as the account exists. Contact-form messages are kept for as long as needed to handle the matter. Payment records are kept for as long as tax law requires. Server logs with IP addresses are kept briefly and for security only.',
        },
        cookies: {
          title: 'Cookies and browser storage',
          text: 'We use only what the service needs to work: a session cookie that keeps hosts signed in, your saved language choice, and an event password cookie so that guests do not have to re-enter the password on every visit. We use no advertising or tracking cookies.',
        },
        security: {
          title: 'Security',
          text: 'Connections to the service are encrypted (HTTPS). Account passwords and event passwords are stored only as slow, salted one-way hashes. Every event has a random address that cannot be guessed, and files are served only to people who may see the event.',
        },
        transfers: {
          title: 'Transfers outside the EEA',
          text: 'Some of our providers – such as Google, if you sign in with it, and the payment operator – may process data outside the European Economic Area. They do so only under the safeguards the GDPR requires, such as the European Commission’s standard contractual clauses.',
        },
        rights: {
          title: 'Your rights (GDPR)',
          text: 'You have the right to access your data and get a copy of it, to have it corrected or deleted, to restrict its processing, to data portability and to object to processing based on our legitimate interest. Write to {{supportEmail}}; we answer within one month. A guest who wants a photo or wish removed can ask the host, who can delete it at once, or us. You may also lodge a complaint with a data protection authority; in Poland, the President of the Personal Data Protection Office (UODO).',
        },
        contact: {
          title: 'Contact',
          text: 'Send privacy questions and data requests to {{supportEmail}}.',
        },
      },
    },
  },
};
