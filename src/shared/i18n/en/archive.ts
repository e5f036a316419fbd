/** English texts of the `archive` namespace: names inside downloaded ZIP archives. */
export const archive = {
  /** Folders of an album, one per kind of file. */
  folders: {
    photo: 'Photos',
    video: 'Videos',
    audio: 'Voice messages',
  },
  /** Stands for the sender's name when the guest gave none. */
  guest: 'Guest',
  /** Base name of the guestbook files at the archive's root (.txt and .pdf). */
  guestbook: 'Guestbook',
  /** Archive of the selected items: "{event} - selection.zip". */
  selection: 'selection',
  /** Archive in parts: "{event} - part 2 of 3.zip". */
  part: 'part {{part}} of {{parts}}',
  /** Folder of the photos that answer no photo challenge (an archive grouped by challenge). */
  noChallenge: 'Without a challenge',
  /** A name made empty by sanitising. */
  untitled: 'untitled',
};
