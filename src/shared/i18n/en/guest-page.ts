/** English texts of the guest page itself (button texts), in the event's language. */
import type { guestPage as polish } from '../pl/guest-page';

export const guestPage: typeof polish = {
  buttons: {
    shareMemories: 'Share your memories',
    uploadMedia: 'Upload photos and videos',
    leaveMessage: 'Leave a message',
    leaveVoicemail: 'Leave a voice message',
    addYourPhotos: 'Add your photos',
  },
  message: 'Sign the guestbook',
  voice: 'Record voice wishes',
  actions: 'What would you like to do?',
  previewLabel: 'Guest page preview',
};
