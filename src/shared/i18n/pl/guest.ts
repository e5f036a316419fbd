/** Polskie teksty strony wydarzenia dla gości (`guest.*`): stany, hasło, przesyłanie, głos, galeria. */
export const guest = {
  loading: 'Wczytywanie wydarzenia…',
  loadFailed: 'Nie udało się wczytać wydarzenia',
  notFound: {
    title: 'Nie znaleziono wydarzenia',
    text: 'Sprawdź link albo zeskanuj ponownie kod QR od gospodarzy.',
  },
  password: {
    title: 'To wydarzenie jest chronione hasłem',
    text: 'Wpisz hasło otrzymane od gospodarzy.',
    label: 'Hasło',
    show: 'Pokaż lub ukryj hasło',
    submit: 'Wejdź',
    tooManyAttempts: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
    wait_one: 'Kolejna próba z tego telefonu za {{count}} sekundę.',
    wait_few: 'Kolejna próba z tego telefonu za {{count}} sekundy.',
    wait_many: 'Kolejna próba z tego telefonu za {{count}} sekund.',
    wait_other: 'Kolejna próba z tego telefonu za {{count}} sekundy.',
    ready: 'Możesz spróbować ponownie.',
  },
  unavailable: {
    unpaid: {
      title: 'To wydarzenie nie jest jeszcze dostępne',
      text: 'Gospodarze nie zakończyli jeszcze jego przygotowania. Spróbuj ponownie później.',
    },
    expired: {
      title: 'To wydarzenie się zakończyło',
      text: 'Jego zdjęcia i wiadomości nie są już tu dostępne.',
    },
  },
  state: {
    notYetActive: 'To wydarzenie nie jest jeszcze aktywne. Zdjęcia możesz przesyłać od {{date}}.',
    ended: 'Czas na dodawanie zdjęć już minął: goście mogli je przesyłać przez {{days}} dni.',
    disabled: 'Gospodarze wyłączyli przesyłanie plików w tym wydarzeniu.',
    demo: 'To wydarzenie pokazowe: rozejrzyj się śmiało, przesyłanie jest tu wyłączone.',
  },
  demoSignUp: 'Załóż konto i utwórz własne wydarzenie →',
  pending:
    'Ostatnio nie wszystko zostało wysłane, a ten telefon nie ma już tych plików: {{names}}. Wybierz je ponownie: przesyłanie wznowi się tam, gdzie się zatrzymało, a zapisane pliki nie zostaną wysłane drugi raz.',
  counter: '{{count}} / {{max}}',
  limits: {
    full: 'To wydarzenie ma już wszystkie zdjęcia i filmy, jakie może przyjąć. Galerię możesz nadal oglądać.',
    files_one:
      'To wydarzenie przyjmie jeszcze tylko {{count}} zdjęcie lub film: usuń z listy {{extra}}, aby wysłać resztę.',
    files_few:
      'To wydarzenie przyjmie jeszcze tylko {{count}} zdjęcia lub filmy: usuń z listy {{extra}}, aby wysłać resztę.',
    files_many:
      'To wydarzenie przyjmie jeszcze tylko {{count}} zdjęć lub filmów: usuń z listy {{extra}}, aby wysłać resztę.',
    files_other:
      'To wydarzenie przyjmie jeszcze tylko {{count}} zdjęcia lub filmu: usuń z listy {{extra}}, aby wysłać resztę.',
    noMoreFiles: 'To wydarzenie nie przyjmie już więcej zdjęć ani filmów.',
    noVideo: 'To wydarzenie nie przyjmuje filmów: usuń {{name}}, aby wysłać resztę.',
    videos_one:
      'To wydarzenie przyjmie jeszcze tylko {{count}} film: usuń {{extra}}, aby wysłać resztę.',
    videos_few:
      'To wydarzenie przyjmie jeszcze tylko {{count}} filmy: usuń {{extra}}, aby wysłać resztę.',
    videos_many:
      'To wydarzenie przyjmie jeszcze tylko {{count}} filmów: usuń {{extra}}, aby wysłać resztę.',
    videos_other:
      'To wydarzenie przyjmie jeszcze tylko {{count}} filmu: usuń {{extra}}, aby wysłać resztę.',
    noMoreVideos: 'To wydarzenie nie przyjmie już filmów: usuń {{name}}, aby wysłać resztę.',
    perBatch:
      'Jednorazowo możesz wysłać do {{max}} plików: usuń {{extra}}, aby wysłać resztę, a potem dodaj kolejne.',
    videosPerBatch:
      'Jednorazowo możesz wysłać jeden film: usuń {{extra}}, a potem wyślij go osobno.',
    notMedia: '{{name}} nie jest zdjęciem ani filmem: usuń go, aby wysłać resztę.',
  },
  upload: {
    title: 'Podziel się zdjęciami i filmami',
    limits:
      'Do {{files}} plików naraz, w tym {{videos}} film. Zdjęcia do {{photo}}, filmy do {{video}}.',
    remaining_one: 'Do tego wydarzenia można dodać jeszcze {{count}} plik.',
    remaining_few: 'Do tego wydarzenia można dodać jeszcze {{count}} pliki.',
    remaining_many: 'Do tego wydarzenia można dodać jeszcze {{count}} plików.',
    remaining_other: 'Do tego wydarzenia można dodać jeszcze {{count}} pliku.',
    noVideo: 'Filmy nie są dostępne w tym wydarzeniu.',
    chosen: 'Wybrane pliki: {{count}}',
    chosenList: 'Wybrane pliki',
    addMore: 'Dodaj więcej',
    drop: 'Upuść tutaj zdjęcia i filmy, żeby je wysłać',
    remove: 'Usuń {{name}}',
    removeAll: 'Usuń wszystkie',
    empty: 'Wybierz co najmniej jedno zdjęcie lub film.',
    fileError: '{{name}}: {{error}}',
    album: 'Album',
    name: 'Twoje imię (opcjonalnie)',
    message: 'Wiadomość (opcjonalnie)',
    submit: 'Wyślij',
  },
  guestbook: {
    title: 'Zostaw wiadomość',
    name: 'Twoje imię',
    message: 'Wiadomość',
    attach: 'Dołącz',
    drop: 'Upuść tutaj zdjęcia lub filmy, żeby dołączyć je do wpisu',
    attachHint: 'Możesz dołączyć do {{max}} zdjęć lub filmów.',
    submit: 'Wyślij wiadomość',
  },
  voice: {
    title: 'Wiadomość głosowa',
    hint: 'Nagraj życzenia, maksymalnie {{max}} min. Przed wysłaniem możesz ich odsłuchać.',
    start: 'Zacznij nagrywać',
    stop: 'Zatrzymaj',
    recording: 'Nagrywanie… mów teraz.',
    elapsed: 'Czas nagrania',
    playback: 'Twoje nagranie',
    rerecord: 'Nagraj ponownie',
    send: 'Wyślij',
    autoStopped: 'Nagrywanie zatrzymało się samo po osiągnięciu limitu 5 minut.',
    unsupported:
      'Ta przeglądarka nie umie nagrywać dźwięku. Otwórz stronę w Chrome lub Safari (w Messengerze, Instagramie lub WhatsAppie wybierz „Otwórz w przeglądarce”).',
    denied:
      'Brak dostępu do mikrofonu. Zezwól na niego w ustawieniach przeglądarki i spróbuj ponownie.',
    failed: 'Nagrywanie się nie udało. Spróbuj ponownie.',
  },
  progress: {
    title: 'Wysyłanie',
    pausedTitle: 'Wstrzymano',
    preparing: 'Przygotowujemy Twoje pliki…',
    overall: '{{sent}} z {{total}}',
    overallLabel: 'Wysłano {{percent}}%',
    fileLabel: '{{name}}: {{percent}}%',
    files: 'Wysyłane pliki',
    remaining: 'Zostało około {{time}}.',
    keepOpen: 'Nie zamykaj tej strony, dopóki wszystko nie zostanie wysłane.',
    serverFull:
      'Na serwerze chwilowo brakuje miejsca na nowe pliki. Twoje pliki są bezpieczne na tym urządzeniu: wysyłanie wznowi się samo.',
    offline: 'Czekamy na połączenie. Twoje pliki są bezpieczne: wysyłanie wznowi się samo.',
    paused:
      'Wysyłanie wstrzymane. Wznów je, gdy połączenie będzie lepsze, na przykład w sieci Wi-Fi.',
    resume: 'Wznów',
    notSent: 'Nic nie zostało wysłane',
    incompleteTitle: 'Nie wszystko zostało wysłane',
    incomplete_one:
      'Zapisano {{stored}} z {{total}}. {{count}} pliku nie udało się wysłać: powód jest obok niego.',
    incomplete_few:
      'Zapisano {{stored}} z {{total}}. {{count}} plików nie udało się wysłać: powód jest obok każdego.',
    incomplete_many:
      'Zapisano {{stored}} z {{total}}. {{count}} plików nie udało się wysłać: powód jest obok każdego.',
    incomplete_other:
      'Zapisano {{stored}} z {{total}}. {{count}} pliku nie udało się wysłać: powód jest obok każdego.',
    thanks: 'Dziękujemy!',
    allDone_one: 'Zapisano ({{count}}). Za chwilę pojawi się w galerii.',
    allDone_few: 'Wszystko zapisane ({{count}}). Za chwilę pojawią się w galerii.',
    allDone_many: 'Wszystko zapisane ({{count}}). Za chwilę pojawią się w galerii.',
    allDone_other: 'Wszystko zapisane ({{count}}). Za chwilę pojawią się w galerii.',
    allDoneAtReveal_one: 'Zapisano ({{count}}). Pokażemy to w galerii w chwili odsłony.',
    allDoneAtReveal_few: 'Wszystko zapisane ({{count}}). Pokażemy je w galerii w chwili odsłony.',
    allDoneAtReveal_many: 'Wszystko zapisane ({{count}}). Pokażemy je w galerii w chwili odsłony.',
    allDoneAtReveal_other: 'Wszystko zapisane ({{count}}). Pokażemy je w galerii w chwili odsłony.',
    allDoneHostsOnly_one: 'Zapisano ({{count}}). Trafi do gospodarzy.',
    allDoneHostsOnly_few: 'Wszystko zapisane ({{count}}). Trafią do gospodarzy.',
    allDoneHostsOnly_many: 'Wszystko zapisane ({{count}}). Trafią do gospodarzy.',
    allDoneHostsOnly_other: 'Wszystko zapisane ({{count}}). Trafią do gospodarzy.',
    storedOnly: 'Zapisano ({{count}}).',
    guestbookDone: 'Twoja wiadomość została zapisana.',
    voiceDone: 'Twoja wiadomość głosowa została wysłana.',
    skipped: 'Przesłane już wcześniej: {{count}}.',
    lost_one:
      'Zapisano {{stored}} z {{total}}. Ten telefon nie ma już {{count}} pliku ({{names}}): wybierz go ponownie (zapisane pliki nie zostaną wysłane drugi raz).',
    lost_few:
      'Zapisano {{stored}} z {{total}}. Ten telefon nie ma już {{count}} plików ({{names}}): wybierz je ponownie (zapisane pliki nie zostaną wysłane drugi raz).',
    lost_many:
      'Zapisano {{stored}} z {{total}}. Ten telefon nie ma już {{count}} plików ({{names}}): wybierz je ponownie (zapisane pliki nie zostaną wysłane drugi raz).',
    lost_other:
      'Zapisano {{stored}} z {{total}}. Ten telefon nie ma już {{count}} pliku ({{names}}): wybierz je ponownie (zapisane pliki nie zostaną wysłane drugi raz).',
    restored: 'Kontynuujemy wysyłanie plików wybranych wcześniej.',
    unviewable_one:
      '{{count}} plik jest zapisany, ale nie da się go wyświetlić: jest uszkodzony albo w formacie, którego nie da się pokazać.',
    unviewable_few:
      '{{count}} pliki są zapisane, ale nie da się ich wyświetlić: są uszkodzone albo w formacie, którego nie da się pokazać.',
    unviewable_many:
      '{{count}} plików jest zapisanych, ale nie da się ich wyświetlić: są uszkodzone albo w formacie, którego nie da się pokazać.',
    unviewable_other:
      '{{count}} pliku jest zapisane, ale nie da się ich wyświetlić: są uszkodzone albo w formacie, którego nie da się pokazać.',
    unviewableNote:
      'Zapisany, ale nie da się go wyświetlić: plik jest uszkodzony albo w formacie, którego nie da się pokazać.',
    status: {
      waiting: 'Czeka',
      paused: 'Wstrzymano',
      offline: 'Czeka na połączenie',
      serverFull: 'Czeka na miejsce',
      done: 'Zapisano',
      skipped: 'Już jest',
      unviewable: 'Zapisano, nie da się pokazać',
      refused: 'Nie wysłano',
      lost: 'Wybierz ponownie',
    },
  },
  slow: {
    title: 'Wolne połączenie',
    text: 'Przy tej prędkości wysłanie pozostałych {{size}} potrwa około {{time}} (min:s). Kontynuować teraz, czy poczekać na lepsze połączenie (na przykład Wi-Fi) i wznowić później?',
    continue: 'Kontynuuj',
    wait: 'Poczekaj',
  },
  gallery: {
    title: 'Zdjęcia z wydarzenia',
    empty: 'Nie ma jeszcze zdjęć. Dodaj pierwsze!',
    emptyClosed: 'Nie ma jeszcze zdjęć.',
    preparing: 'To, co wysłano, jest już zapisane. Pojawi się tutaj, gdy tylko będzie gotowe.',
    failed: 'Nie udało się wczytać zdjęć.',
    more: 'Pokaż więcej',
    from: 'od: {{name}}',
    video: 'Film',
    voice: 'Wiadomość głosowa',
    openPhoto: 'Zdjęcie {{index}}',
    openVideo: 'Film {{index}}',
    openAudio: 'Wiadomość głosowa {{index}}',
  },
  guestbookList: {
    title: 'Życzenia od gości',
  },
  lightbox: {
    position: '{{index}} / {{count}}',
    previous: 'Poprzednie',
    next: 'Następne',
  },
};
