/**
 * Polish texts of the lifecycle e-mails (`lifecycle.*`): powitanie, przypomnienia o okresie
 * dodawania i pobierania oraz koniec wersji próbnej. Daty są zapisane w pełni, więc e-mail
 * dostarczony z opóźnieniem (po awarii) nadal mówi prawdę.
 */
export const lifecycle = {
  layout: {
    reason:
      'Otrzymujesz tę wiadomość, ponieważ masz wydarzenie „{{eventName}}” w serwisie {{siteName}}.',
    manage: 'Zarządzaj wydarzeniem',
    facts: {
      uploads: 'Goście dodają pliki',
      uploadsRange: '{{from}} – {{to}}',
      downloads: 'Pobieranie do',
      trialEnds: 'Koniec wersji próbnej',
      deletion: 'Usunięcie wszystkich danych',
    },
  },
  welcomeEmail: {
    subject: 'Wydarzenie „{{eventName}}” czeka na gości',
    preheader: 'Udostępnij link lub kod QR i zbierz wszystkie zdjęcia z uroczystości.',
    heading: '„{{eventName}}” jest gotowe',
    intro:
      'Udostępnij gościom poniższy link albo wydrukuj kod QR i postaw go na stołach. Goście otwierają go w telefonie i dodają zdjęcia, filmy, nagrania głosowe i życzenia – bez aplikacji i bez zakładania konta.',
    trial:
      'To bezpłatna wersja próbna: goście mogą dodać do {{maxFiles}} plików do {{endUpload}}. W każdej chwili możesz wybrać pakiet, aby zebrać więcej wspomnień i przechowywać je dłużej.',
    paid: 'Goście mogą dodawać pliki od {{startUpload}} do {{endUpload}}. Wszystko w oryginalnej jakości pobierzesz do {{endDownload}}.',
    action: 'Otwórz stronę dla gości',
    qrCaption: 'Zeskanuj, aby otworzyć stronę dla gości',
    qrAlt: 'Kod QR strony dla gości wydarzenia „{{eventName}}”',
  },
  beforeEventStartsEmail: {
    subject: '„{{eventName}}”: goście mogą dodawać wspomnienia od {{startUpload}}',
    preheader: 'Okres dodawania plików w Twoim wydarzeniu wkrótce się zaczyna.',
    heading: 'Już niedługo goście mogą zaczynać',
    intro:
      'Od {{startUpload}} do {{endUpload}} goście mogą dodawać zdjęcia, filmy, nagrania głosowe i życzenia do wydarzenia „{{eventName}}”.',
    hint: 'Upewnij się, że mają link albo kod QR: w ustawieniach wydarzenia (zakładka „{{shareTab}}”) pobierzesz gotowe do druku karty na stoły i plakat, a link wyślesz razem z zaproszeniem.',
    action: 'Otwórz stronę dla gości',
  },
  beforeUploadPeriodEndsEmail: {
    subject: '„{{eventName}}”: goście mogą dodawać pliki do {{endUpload}}',
    preheader: 'Przypomnij gościom o zdjęciach, które wciąż są w ich telefonach.',
    heading: 'Okres dodawania plików wkrótce się kończy',
    intro: 'Goście mogą dodawać pliki do wydarzenia „{{eventName}}” do końca dnia {{endUpload}}.',
    hint: 'To dobry moment, aby przypomnieć im o zdjęciach i filmach, które wciąż są w ich telefonach.',
    action: 'Otwórz stronę dla gości',
  },
  uploadPeriodEndsEmail: {
    subject: '„{{eventName}}”: czas pobrać wspomnienia',
    preheader: 'Okres dodawania plików się kończy, zaczyna się okres pobierania.',
    heading: 'Czas pobrać wspomnienia',
    intro:
      'Okres dodawania plików w wydarzeniu „{{eventName}}” kończy się {{endUpload}} o 23:59. Od tej chwili możesz pobierać wszystko do {{endDownload}}.',
    hint: 'Pobierz wszystkie zdjęcia, filmy i nagrania głosowe w oryginalnej jakości jako archiwum ZIP, a księgę gości jako plik PDF.',
    action: 'Pobierz pliki',
  },
  beforeDownloadPeriodEndsEmail: {
    subject: '„{{eventName}}”: pobierz pliki do {{endDownload}}',
    preheader: 'Okres pobierania plików Twojego wydarzenia wkrótce się kończy.',
    heading: 'Okres pobierania wkrótce się kończy',
    intro: 'Pliki z wydarzenia „{{eventName}}” możesz pobierać do {{endDownload}}.',
    hint: 'Dnia {{deletionDate}} trwale usuniemy wszystkie pliki, wpisy z księgi gości i ustawienia wydarzenia. Pobierz archiwum ZIP już teraz, żeby nic nie przepadło.',
    action: 'Pobierz pliki',
  },
  downloadPeriodEndsEmail: {
    subject: '„{{eventName}}”: okres pobierania kończy się {{endDownload}}',
    preheader: 'Ostatnie przypomnienie: pobierz swoje pliki.',
    heading: 'Ostatnie przypomnienie',
    intro:
      'Okres pobierania plików z wydarzenia „{{eventName}}” kończy się {{endDownload}} o 23:59. Potem goście nie zobaczą już galerii.',
    hint: 'Dnia {{deletionDate}} trwale usuniemy wszystkie pliki, wpisy z księgi gości i ustawienia wydarzenia. Jeśli nie masz jeszcze archiwum ZIP, pobierz je teraz.',
    action: 'Pobierz pliki',
  },
  trialEndsEmail: {
    subject: '„{{eventName}}”: bezpłatna wersja próbna dobiegła końca',
    preheader: 'Wybierz pakiet, aby zebrać więcej wspomnień.',
    heading: 'Wersja próbna dobiegła końca',
    intro:
      'Bezpłatna wersja próbna wydarzenia „{{eventName}}” zakończyła się {{endTrial}}: goście nie mogą już dodawać plików. To, co przesłali, pobierzesz do {{endDownload}}.',
    hint: 'Wybierz płatny pakiet, aby ustalić nowe daty dodawania plików, zebrać więcej zdjęć i albumów oraz przechowywać wszystko dłużej. Płacisz jednorazowo, bez abonamentu.',
    action: 'Wybierz pakiet',
  },
  zipReadyEmail: {
    subject: '„{{eventName}}”: pliki są gotowe do pobrania',
    preheader: 'Wszystkie zdjęcia, filmy i wiadomości głosowe w archiwum ZIP, księga gości w PDF.',
    heading: 'Wasze wspomnienia są gotowe do pobrania',
    intro:
      'Czas dodawania plików do wydarzenia „{{eventName}}” minął i przygotowaliśmy wszystko, co przesłali goście.',
    hint: 'Pobierz wszystkie zdjęcia, filmy i wiadomości głosowe w oryginalnej jakości jako archiwum ZIP, a księgę gości jako PDF gotowy do druku – do {{endDownload}}.',
    action: 'Pobierz pliki',
  },
  zipFailedEmail: {
    subject: '„{{eventName}}”: nie udało się przygotować plików do pobrania',
    preheader:
      'Przygotowanie archiwum ZIP nie powiodło się. Spróbuj ponownie na stronie wydarzenia.',
    heading: 'Przygotowanie plików nie powiodło się',
    intro:
      'Czas dodawania plików do wydarzenia „{{eventName}}” minął, ale nie udało nam się przygotować plików do pobrania.',
    hint: 'Otwórz stronę wydarzenia i wybierz „Spróbuj ponownie”. Jeśli znów się nie uda, napisz do nas na {{supportEmail}} – Twoje pliki są bezpieczne i pomożemy Ci je pobrać do {{endDownload}}.',
    action: 'Otwórz stronę wydarzenia',
  },
};
