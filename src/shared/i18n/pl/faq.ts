/**
 * Polish texts of the FAQ page (/faq). Liczby pochodzące ze wspólnych reguł (limity, dni,
 * ceny) są wstawiane przez stronę, więc odpowiedzi nigdy się z nimi nie rozjadą.
 */
export const faq = {
  pageTitle: 'Najczęstsze pytania',
  title: 'Najczęstsze pytania',
  lead: 'Wszystko o zbieraniu zdjęć od gości w {{siteName}}: pakiety, dodawanie plików, pobieranie, płatności i prywatność.',
  plans: {
    title: 'Pakiety i ich limity',
    caption:
      'Każdy pakiet opłacasz jednorazowo za wydarzenie. Zmiana na wyższy kosztuje tylko różnicę.',
    plan: 'Pakiet',
    price: 'Cena',
    albums: 'Albumy',
    files: 'Pliki',
    videos: 'Filmy',
    uploadDays: 'Dodawanie plików',
    downloadDays: 'Pobieranie',
    slideshow: 'Pokaz slajdów',
    reveal: 'Tryb odsłony',
    challenges: 'Wyzwania foto',
    unlimited: 'bez limitu',
    days: '{{count}} dni',
    yes: 'tak',
    no: 'nie',
    free: 'bezpłatnie',
  },
  groups: {
    start: 'Na początek',
    guests: 'Goście i dodawanie plików',
    downloads: 'Terminy i pobieranie',
    payments: 'Płatności',
    privacy: 'Prywatność i pomoc',
  },
  questions: {
    what: {
      q: 'Czym jest {{siteName}}?',
      a: 'Miejscem, w którym goście Twojego wesela, chrzcin czy przyjęcia zostawiają zdjęcia, filmy, nagrania głosowe i życzenia. Zakładasz wydarzenie, udostępniasz link lub kod QR, a wszystko, co wyślą goście, trafia do jednej galerii – w oryginalnej jakości.',
    },
    trial: {
      q: 'Co obejmuje bezpłatna wersja próbna?',
      a: 'Wersja próbna trwa {{trialDays}} dni od utworzenia wydarzenia i pozwala zebrać {{trialFiles}} plików w {{trialAlbums}} albumach – wystarczy, żeby sprawdzić, jak to działa, z rodziną lub przyjaciółmi. Jednocześnie możesz mieć do {{maxTrials}} wydarzeń próbnych i każde z nich zmienić na płatny pakiet.',
    },
    cohosts: {
      q: 'Czy ktoś może pomóc mi prowadzić wydarzenie?',
      a: 'Tak. Na stronie wydarzenia zaprosisz e-mailem do {{maxMembers}} osób – na przykład drugą osobę z pary, świadka albo fotografa. Współgospodarz może wszystko co Ty, oprócz płatności, usunięcia wydarzenia i zapraszania kolejnych osób; moderator przegląda, ukrywa i usuwa zdjęcia oraz wpisy i pobiera pliki. Każdy z Was może wieczorem dostawać e-mail z podsumowaniem tego, co przyszło w ciągu dnia.',
    },
    printKit: {
      q: 'Jak pokazać gościom kod QR?',
      a: 'Na stronie wydarzenia pobierzesz kod QR jako obrazek, a w ustawieniach wydarzenia, w zakładce „{{shareTab}}”, gotowe materiały do druku w PDF: karty na stół, kartę stojącą A5 i plakat A4, w jednym z trzech wyglądów i z Waszym nagłówkiem. Drukujesz je sam(a) na zwykłej drukarce. Goście, którzy już są na stronie, mogą pokazać kod osobie obok: przycisk „{{guestQrButton}}” otwiera go na ich telefonie.',
    },
    guestsUpload: {
      q: 'Jak goście dodają zdjęcia?',
      a: 'Skanują kod QR albo otwierają link w telefonie – bez aplikacji i bez zakładania konta. Wybierają zdjęcia i filmy z galerii lub robią nowe, mogą dopisać imię i życzenia, i wysyłają. Jednorazowo do {{filesPerBatch}} plików, w tym {{videosPerBatch}} film; zdjęcie może mieć do {{photoMb}} MB, a film do {{videoGb}} GB. Zdjęcia z iPhone’ów (HEIC) działają bez konwertowania.',
    },
    weakSignal: {
      q: 'Co jeśli na sali jest słaby internet?',
      a: 'Przerwane wysyłanie wznawia się od miejsca, w którym się zatrzymało, więc niczego nie trzeba wysyłać od nowa. Goście mogą też dodać pliki później, po przyjęciu – aż do końca okresu dodawania.',
    },
    guestbook: {
      q: 'Czy goście mogą zostawić życzenia lub wiadomość głosową?',
      a: 'Tak. Do księgi gości można wpisać życzenia o długości do {{messageLength}} znaków z maksymalnie {{guestbookFiles}} plikami oraz nagrać na stronie wiadomość głosową trwającą do {{voiceMinutes}} minut. Ty decydujesz, czy goście widzą księgę.',
    },
    myPhotos: {
      q: 'Czy gość może usunąć zdjęcie wysłane przez pomyłkę?',
      a: 'Tak. Pod przyciskiem „Moje zdjęcia” gość widzi wszystko, co wysłał ze swojego telefonu, i może to usunąć przez {{selfDeleteHours}} godziny od wysłania (najpóźniej do końca okresu dodawania). Może też dopisać swoje imię do wszystkiego, co wysłał. Nie potrzebuje do tego konta.',
    },
    play: {
      q: 'Czym są tryb odsłony i wyzwania foto?',
      a: 'W trybie odsłony, jak przy aparacie jednorazowym, goście do wybranej chwili widzą tylko swoje zdjęcia, a potem wszystkie naraz; możesz też dać każdemu {{shotOptions}} zdjęć. Wyzwania foto to do {{maxPrompts}} zadań, np. „selfie z Panną Młodą”, które goście widzą na swojej stronie; w albumie zobaczysz zdjęcia do każdego zadania osobno, a archiwum możesz podzielić na foldery według zadań. Oba są w pakietach {{playPlans}}.',
    },
    password: {
      q: 'Czy mogę zabezpieczyć wydarzenie hasłem?',
      a: 'Tak. W ustawieniach wydarzenia ustawisz hasło, które goście wpisują raz, w każdej chwili zablokujesz dodawanie plików i ukryjesz pojedyncze zdjęcia w galerii.',
    },
    periods: {
      q: 'Kiedy goście mogą dodawać pliki i do kiedy mogę je pobrać?',
      a: 'Dodawanie zaczyna się o 00:00 w dniu aktywacji i kończy o 23:59 ostatniego dnia okresu dodawania, według strefy czasowej wydarzenia. Potem zaczyna się okres pobierania. Długość obu okresów zależy od pakietu (patrz tabela powyżej). Przed końcem każdego z nich przypominamy o tym e-mailem.',
    },
    download: {
      q: 'Jak pobrać wszystkie pliki?',
      a: 'Na stronie wydarzenia pobierzesz wszystkie zdjęcia, filmy i nagrania jako jedno archiwum ZIP – dokładnie w takiej jakości, w jakiej wysłali je goście – a księgę gości jako plik PDF gotowy do druku.',
    },
    zip: {
      q: 'Ile trwa przygotowanie archiwum ZIP?',
      a: 'Nie trzeba czekać: archiwum powstaje w trakcie pobierania, więc pobieranie zaczyna się od razu. Duże wydarzenia pobierają się tak długo, jak wymaga tego Twoje łącze, a przerwane pobieranie można wznowić.',
    },
    guestsDownload: {
      q: 'Czy goście też mogą pobrać zdjęcia?',
      a: 'Tylko jeśli na to pozwolisz w ustawieniach i dopiero po zakończeniu okresu dodawania. W przeciwnym razie goście zobaczą informację, że archiwum może pobrać tylko organizator.',
    },
    afterwards: {
      q: 'Co się dzieje po okresie pobierania?',
      a: 'Goście nie widzą już galerii. {{retentionDays}} dni po końcu okresu pobierania trwale usuwamy wydarzenie razem ze wszystkimi plikami – wcześniej przypominamy o tym e-mailem, więc pobierz archiwum na czas.',
    },
    payment: {
      q: 'Jak zapłacić?',
      a: 'Kartą lub inną metodą oferowaną przez naszego operatora płatności, jednorazowo za wydarzenie – bez abonamentu. Dopóki płatne wydarzenie nie jest opłacone, goście nie mogą go otworzyć.',
    },
    upgrade: {
      q: 'Czy mogę później zmienić pakiet?',
      a: 'Na wyższy – w każdej chwili: z wersji próbnej na dowolny pakiet, z Podstawowego na Standard lub Premium, ze Standard na Premium. Płacisz tylko różnicę w cenie.',
    },
    changeDate: {
      q: 'Czy mogę zmienić datę wydarzenia?',
      a: 'Datę aktywacji i datę wydarzenia ustala się przy tworzeniu wydarzenia. Jeśli trzeba je zmienić, napisz do nas – pomożemy.',
    },
    privacy: {
      q: 'Kto widzi zdjęcia?',
      a: 'Tylko osoby, które mają link do wydarzenia (i hasło, jeśli je ustawisz), i tylko to, co im udostępnisz. Wydarzeń nie publikujemy w żadnym katalogu, a wyszukiwarki (np. Google) nie pokazują stron wydarzeń ani zdjęć gości – nawet gdy ktoś wrzuci link w publicznym miejscu. Z podglądów w galerii usuwamy dane o lokalizacji; oryginały w Twoim archiwum pozostają dokładnie takie, jakie zostały zrobione.',
    },
    support: {
      q: 'Jak się z Wami skontaktować?',
      a: 'Pomagamy e-mailowo: napisz na adres {{supportEmail}} albo skorzystaj z formularza kontaktowego. Zwykle odpowiadamy w ciągu jednego dnia roboczego.',
    },
  },
  contactCta: {
    title: 'Nie ma tu odpowiedzi?',
    text: 'Napisz do nas – chętnie pomożemy.',
    action: 'Skontaktuj się z nami',
  },
};
