/** Polish validation messages (`validation.*`); same keys as the English catalogue. */
import type { validation as english } from '../en/validation';

export const validation: typeof english = {
  required: 'To pole jest wymagane',
  invalidValue: 'Nieprawidłowa wartość',
  password: {
    tooShort: 'Hasło musi mieć co najmniej 8 znaków',
    lowercase: 'Hasło musi zawierać co najmniej jedną małą literę',
    uppercase: 'Hasło musi zawierać co najmniej jedną wielką literę',
    number: 'Hasło musi zawierać co najmniej jedną cyfrę',
    specialCharacter: 'Hasło musi zawierać co najmniej jeden znak specjalny',
    mismatch: 'Hasła nie są zgodne',
    strength: {
      weak: 'Słabe',
      medium: 'Średnie',
      strong: 'Silne',
      veryStrong: 'Bardzo silne',
    },
  },
  email: {
    required: 'Adres e-mail jest wymagany',
    invalid: 'Podaj prawidłowy adres e-mail',
  },
  date: {
    invalid: 'Podaj prawidłową datę',
    outOfRange: 'Data musi przypadać między dniem dzisiejszym a dniem za 2 lata',
  },
  event: {
    missingRequiredFields: 'Brak wymaganych pól do utworzenia wydarzenia',
    activationCodeRequired: 'Podaj kod aktywacyjny',
    nameRequired: 'Nazwa wydarzenia jest wymagana',
    nameTooLong: 'Nazwa wydarzenia może mieć maksymalnie 100 znaków',
    typeInvalid: 'Wybierz rodzaj wydarzenia',
    trialLimitReached:
      'Osiągnięto maksymalny limit 3 wydarzeń próbnych. Wybierz płatny pakiet, aby tworzyć kolejne wydarzenia.',
    descriptionTooLong: 'Opis może mieć najwyżej 2000 znaków',
    guestCountInvalid: 'Podaj liczbę gości: liczbę całkowitą od 1 do 100000',
    timeZoneInvalid: 'Wybierz poprawną strefę czasową',
    fieldNotEditable: 'Tego pola nie można tu zmienić',
  },
  eventPassword: {
    length: 'Hasło musi mieć od 4 do 128 znaków',
  },
  style: {
    invalid: 'To ustawienie wyglądu jest nieprawidłowe',
    tooLarge: 'Ustawienia wyglądu są zbyt duże',
  },
  plan: {
    invalid: 'Wybierz pakiet',
    upgradeNotAllowed: 'Ta zmiana pakietu jest niedostępna',
  },
  album: {
    nameRequired: 'Nazwa albumu jest wymagana',
    nameTooLong: 'Nazwa albumu może mieć maksymalnie 100 znaków',
    limitReached:
      'Osiągnięto limit albumów w Twoim pakiecie (limit: {{max}}). Przejdź na wyższy pakiet, aby utworzyć więcej albumów.',
  },
  printKit: {
    headlineTooLong: 'Nagłówek może mieć najwyżej 60 znaków',
    sublineTooLong: 'Podpis może mieć najwyżej 120 znaków',
  },
  prompts: {
    titleRequired: 'Wpisz treść wyzwania',
    titleTooLong: 'Wyzwanie może mieć najwyżej 80 znaków',
    tooMany: 'Najwyżej 15 wyzwań',
  },
  reveal: {
    timeRequired: 'Wybierz godzinę odsłony',
  },
  guestbook: {
    nameRequired: 'Podaj swoje imię',
    messageRequired: 'Wpisz wiadomość',
    nameTooLong: 'Imię może mieć najwyżej 80 znaków',
    messageTooLong: 'Wiadomość może mieć maksymalnie 350 znaków',
    tooManyFiles: 'Do wpisu w księdze gości możesz dołączyć maksymalnie 3 pliki',
  },
  contact: {
    nameRequired: 'Podaj swoje imię',
    subjectRequired: 'Wybierz temat',
    messageRequired: 'Wpisz wiadomość',
    messageTooShort: 'Wiadomość musi mieć co najmniej 10 znaków',
  },
  upload: {
    invalidType: 'Nieprawidłowy typ pliku',
    tooManyShots: 'Zostało Ci ujęć: {{left}}. Wybierz najwyżej tyle plików.',
    emptyFile: 'Plik jest pusty',
    photoTooLarge: 'Zdjęcie jest za duże. Maksymalny rozmiar to 20 MB.',
    videoTooLarge: 'Film jest za duży. Maksymalny rozmiar to 1 GB.',
    voiceTooLarge: 'Wiadomość głosowa jest za duża. Maksymalny rozmiar to 50 MB.',
    voiceTooLong: 'Wiadomość głosowa jest za długa. Maksymalna długość to 5 minut.',
    tooManyFiles: 'Za dużo plików. Jednorazowo możesz przesłać maksymalnie 20 plików.',
    tooManyVideos: 'Jednorazowo możesz przesłać maksymalnie 1 film.',
    fileLimitReached:
      'Osiągnięto limit plików w Twoim pakiecie (limit: {{max}}, pozostało: {{remaining}}). Przejdź na wyższy pakiet, aby dodać więcej.',
    videoNotAvailable:
      'Filmy nie są dostępne w Twoim pakiecie. Przejdź na wyższy pakiet, aby dodawać filmy.',
    videoLimitReached:
      'Osiągnięto limit filmów w Twoim pakiecie (limit: {{max}}, pozostało: {{remaining}}). Przejdź na wyższy pakiet, aby dodać więcej.',
  },
  background: {
    invalidType: 'Obraz tła musi być plikiem PNG, JPG lub WEBP',
    tooLarge: 'Obraz tła może mieć maksymalnie 10 MB',
  },
  slideshow: {
    intervalOutOfRange: 'Odstęp między slajdami musi wynosić od 3 do 60 sekund',
  },
  selection: {
    tooMany: 'Jednorazowo możesz zaznaczyć maksymalnie 20 zdjęć',
    empty: 'Zaznacz co najmniej jeden plik.',
    nothingToChange: 'Nie wskazano żadnej zmiany.',
  },
  download: {
    part: 'Wybierz część pobierania (od 1 do liczby części)',
  },
  deleteConfirmation: {
    mismatch: 'Wpisz „usunięcie nieodwracalne”, aby potwierdzić',
  },
  language: {
    unsupported: 'Nieobsługiwany język',
  },
};
