/** English texts of the `slideshow` namespace. */
/** What the guest pages read (their catalogue takes only this part). */
export const guestSlideshow = {
  title: 'Slideshow: {{name}}',
  loading: 'Loading the slideshow…',
  loadFailed: 'Could not load the slideshow.',
  waiting: 'Waiting for the first photos…',
  addYours: 'Add your photos',
  qrAlt: 'QR code of the guest page',
  messageFrom: 'From {{name}}',
  anonymous: 'A guest',
  sentBy: '{{name}}',
  controls: {
    label: 'Slideshow controls',
    play: 'Play (space)',
    pause: 'Pause (space)',
    previous: 'Previous (←)',
    next: 'Next (→)',
    fullscreen: 'Full screen (F)',
    exitFullscreen: 'Leave full screen (F)',
    qrOn: 'Show the QR code',
    qrOff: 'Hide the QR code',
    messagesOn: 'Show guestbook messages',
    messagesOff: 'Hide guestbook messages',
    exit: 'Exit the slideshow',
  },
  position: '{{current}} / {{total}}',
  notShown: {
    title: 'The slideshow is not available',
    text: 'The organiser has not made the slideshow available to guests.',
    back: 'Back to the event page',
  },
};

/** The whole namespace: the guests' part and what a host whose plan has no slideshow reads. */
export const slideshow = {
  ...guestSlideshow,
  premiumOnly: {
    title: 'The slideshow is part of the Premium plan',
    text: 'Upgrade this event to Premium to show the guests’ photos and videos on a projector or TV while the party goes on.',
    upgrade: 'Upgrade to Premium',
    back: 'Back to the event',
  },
};
