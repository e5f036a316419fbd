/** Polish texts of the guest page itself (button texts), in the event's language. */
export const guestPage = {
  buttons: {
    shareMemories: 'Podziel się wspomnieniami',
    uploadMedia: 'Dodaj zdjęcia i filmy',
    leaveMessage: 'Zostaw wpis',
    leaveVoicemail: 'Nagraj wiadomość głosową',
    addYourPhotos: 'Dodaj swoje zdjęcia',
  },
  message: 'Zostaw wpis w księdze gości',
  voice: 'Nagraj życzenia głosowe',
  actions: 'Co chcesz zrobić?',
  previewLabel: 'Podgląd strony gościa',
};
