/** Polish texts of the web shell: layouts, sidebar, start screen, terms and privacy. */
/** The browser tab's title: on every page, the guest pages' too. */
export const pageTitle = '{{page}} · {{siteName}}';

export const shell = {
  pageTitle,
  header: {
    openNavigation: 'Otwórz menu',
    closeNavigation: 'Zamknij menu',
  },
  nav: {
    label: 'Menu',
    groups: {
      main: 'Menu główne',
      events: 'Twoje wydarzenia',
      help: 'Pomoc i wsparcie',
      account: 'Konto',
    },
    events: 'Wydarzenia',
    noEvents: 'Nie masz jeszcze aktywnych wydarzeń.',
    albums: 'Albumy',
    settings: 'Ustawienia',
    payNow: 'Zapłać teraz',
    unpaid: 'Nieopłacone',
    faq: 'Najczęstsze pytania',
    contact: 'Kontakt',
    updatePassword: 'Zmień hasło',
    twoStepVerification: 'Weryfikacja dwuetapowa',
    signOut: 'Wyloguj się',
  },
  signOut: {
    title: 'Wylogować się?',
    text: 'Aby wrócić do swoich wydarzeń, trzeba będzie zalogować się ponownie.',
    confirm: 'Wyloguj się',
  },
  authLoading: 'Chwileczkę…',
  authUnavailable: {
    title: 'Logowanie jest niedostępne',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    text: 'Adres może zawierać literówkę albo strona już nie istnieje.',
    action: 'Przejdź do moich wydarzeń',
  },
  events: {
    title: 'Twoje wydarzenia',
    lead: 'Wszystkie Twoje uroczystości w\u00a0jednym miejscu.',
    noDate: 'Data nieustalona',
    planLabel: 'Pakiet: {{plan}}',
    plans: {
      trial: 'Próbny',
      basic: 'Podstawowy',
      standard: 'Standard',
      premium: 'Premium',
    },
    expired: 'Zakończone',
    empty: {
      title: 'Nie masz jeszcze wydarzeń',
      text: 'Gdy utworzysz wydarzenie, pojawi się tutaj – razem z\u00a0datą i\u00a0pakietem.',
    },
  },
  footer: {
    terms: 'Regulamin',
    privacy: 'Polityka prywatności',
    copyright: '© {{year}} {{siteName}}',
    legalLinks: 'Informacje prawne',
  },
  routeError: {
    title: 'Coś poszło nie tak',
    text: 'Nie udało się wyświetlić tej strony. Odśwież ją albo wróć na stronę główną.',
    home: 'Strona główna',
  },
  start: {
    pageTitle: 'Zdjęcia i filmy gości w jednym miejscu',
    eyebrow: 'Wesela · chrzciny · przyjęcia',
    headline: 'Wszystkie zdjęcia i\u00a0filmy od gości w\u00a0jednym miejscu',
    lead: 'Goście skanują kod QR i\u00a0wysyłają zdjęcia, filmy, nagrania głosowe i\u00a0życzenia prosto z\u00a0telefonu. Bez aplikacji i\u00a0bez zakładania konta. Ty dostajesz wszystko w\u00a0oryginalnej jakości.',
    promises: {
      noApp: 'Goście nie instalują aplikacji i nie zakładają kont',
      original: 'Zdjęcia i filmy w oryginalnej jakości',
      private: 'Galerię widzą tylko osoby, którym ją udostępnisz',
    },
    steps: {
      title: 'Jak to działa',
      lead: 'Cztery proste kroki – od zaproszenia po album na pamiątkę.',
      create: {
        title: 'Załóż wydarzenie',
        text: 'Podaj nazwę i datę, wybierz pakiet. Wersja próbna przez 7 dni jest bezpłatna.',
      },
      qr: {
        title: 'Wydrukuj kod QR',
        text: 'Gotowe karty na stoły i plakat pobierzesz w PDF. Kod dodasz też do zaproszeń, a link wyślesz gościom.',
      },
      upload: {
        title: 'Goście dodają wspomnienia',
        text: 'Skanują kod aparatem telefonu i wysyłają pliki – bez aplikacji, bez konta, bez hasła do Wi-Fi.',
      },
      download: {
        title: 'Pobierz wszystko',
        text: 'Całość w oryginalnej jakości jako archiwum ZIP, a wpisy z księgi gości jako gotowy plik PDF.',
      },
    },
    highlights: {
      title: 'Wszystko, co zostaje po dobrej zabawie',
      photos: {
        title: 'Zdjęcia',
        text: 'Bez kompresji – dokładnie takie, jakie zrobili goście.',
      },
      videos: {
        title: 'Filmy',
        text: 'Pierwszy taniec, przemowy i parkiet oczami gości.',
      },
      voice: {
        title: 'Wiadomości głosowe',
        text: 'Życzenia nagrane głosem, do odsłuchania za wiele lat.',
      },
      guestbook: {
        title: 'Księga gości',
        text: 'Pisemne życzenia z imionami, do pobrania jako elegancki PDF.',
      },
      heic: {
        title: 'Zdjęcia z iPhone’ów',
        text: 'Pliki HEIC działają od razu – nikt nie musi niczego konwertować.',
      },
      wall: {
        title: 'Ściana na żywo',
        text: 'Nowe zdjęcia pojawiają się na ekranie lub rzutniku jeszcze w trakcie przyjęcia.',
      },
      challenges: {
        title: 'Wyzwania foto',
        text: 'Zadania w rodzaju „selfie z Panną Młodą” ośmielają nawet nieśmiałych gości.',
      },
      reveal: {
        title: 'Tryb odsłony',
        text: 'Jak aparat jednorazowy: wszystkie zdjęcia pokazują się naraz, w chwili, którą wybierzesz.',
      },
      cohosts: {
        title: 'Razem z bliskimi',
        text: 'Zaproś drugą osobę z pary, świadka albo fotografa, żeby dbali o galerię razem z Tobą.',
      },
    },
  },
  legal: {
    contactLink: 'Napisz do nas: {{supportEmail}}',
    terms: {
      title: 'Regulamin',
      intro:
        'Regulamin określa zasady korzystania z serwisu {{siteName}} przez organizatorów wydarzeń i ich gości. Korzystając z serwisu, akceptujesz te zasady.',
      sections: {
        operator: {
          title: 'Kto prowadzi serwis',
          text: 'Serwis prowadzi {{siteName}} (dalej „my”). Kontaktujemy się wyłącznie e-mailowo: {{supportEmail}}.',
        },
        service: {
          title: 'Na czym polega usługa',
          text: 'Organizator zakłada wydarzenie – np. wesele, chrzciny lub przyjęcie – i udostępnia gościom link albo kod QR. Goście dodają przez niego zdjęcia, filmy, wiadomości głosowe i życzenia do księgi gości, bez zakładania konta i bez instalowania aplikacji. Organizator może pobrać wszystkie pliki jako archiwum ZIP, a księgę gości jako plik PDF.',
        },
        accounts: {
          title: 'Konto organizatora',
          text: 'Do utworzenia wydarzenia potrzebne jest konto założone na adres e-mail albo logowanie kontem Google. Organizator dba o poufność hasła i odpowiada za działania wykonane z jego konta. Goście nie zakładają kont.',
        },
        plans: {
          title: 'Pakiety i płatności',
          text: 'Wersja próbna jest bezpłatna i trwa 7 dni. Pakiety płatne opłaca się jednorazowo za każde wydarzenie; cenę i limity (liczbę albumów i plików, długość okresu dodawania i pobierania) pokazujemy przed płatnością. Pakiet można podwyższyć, dopłacając różnicę w cenie. Płatności kartą obsługuje zewnętrzny operator – nie znamy danych Twojej karty. Dopóki wydarzenie w płatnym pakiecie nie jest opłacone, goście nie mają do niego dostępu.',
        },
        withdrawal: {
          title: 'Prawo odstąpienia od umowy',
          text: 'Jeśli jesteś konsumentem, możesz odstąpić od umowy w ciągu 14 dni bez podania przyczyny. Wydarzenie jest usługą cyfrową, która zaczyna się zaraz po płatności, dlatego płacąc, prosisz nas o rozpoczęcie jej od razu: jeśli odstąpisz przed pełnym wykonaniem usługi, zwrócimy cenę pomniejszoną o część odpowiadającą usłudze już wykonanej, a po jej pełnym wykonaniu prawo odstąpienia wygasa. Aby odstąpić od umowy, napisz na adres {{supportEmail}}.',
        },
        content: {
          title: 'Treści dodawane przez gości',
          text: 'Kto dodaje zdjęcie, film, nagranie lub wpis, potwierdza, że ma do niego prawo i że osoby na nim widoczne nie mają nic przeciwko przekazaniu go organizatorowi. Nie przejmujemy praw do treści: przechowujemy je, tworzymy podglądy i pokazujemy je tylko tak, jak ustawi to organizator. Autorzy odpowiadają za dodane przez siebie treści.',
        },
        visibility: {
          title: 'Kto widzi treści',
          text: 'Organizator widzi wszystkie treści swojego wydarzenia, także wpisy ukryte przed gośćmi. Goście z linkiem – i hasłem, jeśli organizator je ustawił – widzą galerię i księgę gości tylko wtedy, gdy organizator je udostępni. Organizator może ukrywać i usuwać treści. Nie publikujemy wydarzeń w żadnym publicznym katalogu.',
        },
        rules: {
          title: 'Zasady korzystania',
          text: 'Nie wolno dodawać treści niezgodnych z prawem, naruszających cudze prawa lub dobra osobiste ani używać serwisu do rozsyłania spamu czy złośliwego oprogramowania. Takie treści usuwamy, a przy poważnych naruszeniach możemy zablokować wydarzenie lub konto.',
        },
        periods: {
          title: 'Okres dodawania, pobierania i usuwanie danych',
          text: 'Każdy pakiet ma okres, w którym goście dodają pliki, a po nim okres pobierania; ich długość pokazujemy przy każdym pakiecie. Godziny liczymy według strefy czasowej wydarzenia: dodawanie zaczyna się o 00:00 w dniu aktywacji i kończy o 23:59 ostatniego dnia. Oryginały przechowujemy w pełnej jakości. 90 dni po końcu okresu pobierania trwale usuwamy wydarzenie ze wszystkimi plikami, wpisami z księgi gości i ustawieniami; przypominamy o tym organizatorowi e-mailem 5 dni przed końcem okresu pobierania i w jego ostatnim dniu. Usuniętych danych nie da się odzyskać, dlatego warto pobrać archiwum ZIP na czas.',
        },
        termination: {
          title: 'Usunięcie wydarzenia lub konta',
          text: 'Organizator może w każdej chwili usunąć wydarzenie w jego ustawieniach, wpisując frazę potwierdzającą: wydarzenie znika od razu ze wszystkimi plikami, a opłata za nie nie jest zwracana, chyba że odstąpisz od umowy w sposób opisany wyżej. Aby usunąć konto, napisz na adres {{supportEmail}} z adresu, którym się logujesz; usuniemy konto razem ze wszystkimi wydarzeniami.',
        },
        liability: {
          title: 'Dostępność serwisu',
          text: 'Dbamy o to, by serwis działał bez przerw, ale mogą zdarzyć się krótkie przerwy techniczne. Zalecamy pobranie kopii wszystkich plików przed końcem okresu pobierania.',
        },
        complaints: {
          title: 'Reklamacje',
          text: 'Reklamacje i pytania wysyłaj na adres {{supportEmail}}. Odpowiadamy w ciągu 14 dni.',
        },
        changes: {
          title: 'Zmiany regulaminu',
          text: 'O istotnych zmianach regulaminu poinformujemy organizatorów e-mailem co najmniej 14 dni przed ich wejściem w życie. Zmiany nie pogarszają warunków wydarzeń, które są już opłacone.',
        },
      },
    },
    privacy: {
      title: 'Polityka prywatności',
      intro:
        'Wyjaśniamy, jakie dane przetwarzamy w serwisie {{siteName}}, w jakim celu, kto ma do nich dostęp i jak długo je przechowujemy.',
      sections: {
        controller: {
          title: 'Administrator danych',
          text: 'Administratorem danych organizatorów jest {{siteName}}. Treści, które goście dodają do wydarzenia, przechowujemy w imieniu organizatora – to on decyduje, kto je zobaczy. W sprawach danych osobowych pisz na adres {{supportEmail}}.',
        },
        owners: {
          title: 'Dane organizatorów',
          text: 'Przechowujemy adres e-mail, imię i nazwisko (jeśli je podasz), wybrany język, hasło w postaci jednokierunkowego skrótu (nie znamy go) albo powiązanie z kontem Google, a także dane wydarzeń: nazwę, datę, ustawienia i pakiet. Adres e-mail służy do logowania oraz wiadomości o wydarzeniu, np. przypomnienia o końcu okresu pobierania. Numeru karty nie otrzymujemy – płatność obsługuje operator płatności.',
        },
        guests: {
          title: 'Dane gości',
          text: 'Goście nie zakładają kont i nie podają adresu e-mail. Przechowujemy tylko to, co gość sam doda: zdjęcia, filmy i wiadomości głosowe, a także imię i życzenia, jeśli je wpisze.',
        },
        contactForm: {
          title: 'Formularz kontaktowy',
          text: 'Gdy piszesz do nas przez formularz kontaktowy, zapisujemy imię, adres e-mail, temat i treść wiadomości – a jeśli jesteś zalogowany, także powiązanie z Twoim kontem – aby Ci odpowiedzieć, co jest naszym prawnie uzasadnionym interesem (art. 6 ust. 1 lit. f RODO). Aby zapobiec nadużyciom, przez krótki czas liczymy wiadomości wysłane z jednego adresu IP.',
        },
        originals: {
          title: 'Oryginały i podglądy',
          text: 'Pliki przechowujemy w oryginalnej jakości, razem z metadanymi zapisanymi przez telefon. Do wyświetlania w galerii tworzymy mniejsze podglądy, z których usuwamy metadane, w tym lokalizację GPS. Oryginały w archiwum ZIP organizatora zawierają metadane w niezmienionej postaci.',
        },
        emails: {
          title: 'Wiadomości, które wysyłamy',
          text: 'Wysyłamy tylko wiadomości związane z Twoim kontem i wydarzeniami: kody potwierdzające adres lub pozwalające zmienić hasło, powitanie z linkiem i kodem QR dla gości, przypomnienia przed końcem okresu dodawania i pobierania oraz informację o końcu wersji próbnej. Są częścią usługi, a nie marketingiem, i przychodzą w języku Twojego konta.',
        },
        recipients: {
          title: 'Kto ma dostęp do danych',
          text: 'Wszystkie treści wydarzenia widzi jego organizator. Goście widzą galerię i księgę gości tylko wtedy, gdy organizator je udostępni, i tylko z linkiem do wydarzenia (oraz hasłem, jeśli je ustawiono). W naszym imieniu dane przetwarzają dostawcy serwerów, przechowywania plików i wysyłki e-maili oraz operator płatności. Nie sprzedajemy danych i nie wyświetlamy reklam.',
        },
        legalBasis: {
          title: 'Podstawy prawne',
          text: 'Dane organizatorów przetwarzamy, aby świadczyć usługę, o którą proszą (art. 6 ust. 1 lit. b RODO), wypełniać obowiązki księgowe i podatkowe (lit. c) oraz dbać o bezpieczeństwo serwisu, co jest naszym prawnie uzasadnionym interesem (lit. f).',
        },
        retention: {
          title: 'Jak długo przechowujemy dane',
          text: 'Wydarzenie z plikami, wpisami z księgi gości i ustawieniami trwale usuwamy 90 dni po końcu jego okresu pobierania – automatycznie, razem ze wszystkimi kopiami w naszym magazynie plików; przed końcem okresu pobierania przypominamy o tym organizatorowi e-mailem. Organizator może usunąć wydarzenie wcześniej w dowolnej chwili. Dane konta przechowujemy, dopóki konto istnieje. Wiadomości z formularza kontaktowego przechowujemy tak długo, jak potrzeba do załatwienia sprawy. Dokumenty płatności przechowujemy tak długo, jak wymagają tego przepisy podatkowe. Logi serwera z adresami IP przechowujemy krótko i tylko w celach bezpieczeństwa.',
        },
        cookies: {
          title: 'Pliki cookie i pamięć przeglądarki',
          text: 'Używamy wyłącznie tego, co niezbędne do działania serwisu: pliku cookie sesji, który utrzymuje zalogowanie organizatora, zapamiętanego wyboru języka oraz pliku cookie hasła wydarzenia, dzięki któremu gość nie wpisuje hasła przy każdej wizycie. Nie używamy plików cookie reklamowych ani śledzących.',
        },
        security: {
          title: 'Bezpieczeństwo',
          text: 'Połączenia z serwisem są szyfrowane (HTTPS). Hasła do kont i hasła wydarzeń przechowujemy wyłącznie jako wolne, solone skróty jednokierunkowe. Każde wydarzenie ma losowy adres, którego nie da się odgadnąć, a pliki udostępniamy tylko osobom, które mogą widzieć wydarzenie.',
        },
        transfers: {
          title: 'Przekazywanie danych poza EOG',
          text: 'Niektórzy nasi dostawcy – np. Google, jeśli logujesz się tym kontem, oraz operator płatności – mogą przetwarzać dane poza Europejskim Obszarem Gospodarczym. Robią to wyłącznie z zabezpieczeniami wymaganymi przez RODO, takimi jak standardowe klauzule umowne Komisji Europejskiej.',
        },
        rights: {
          title: 'Twoje prawa (RODO)',
          text: 'Masz prawo dostępu do swoich danych i otrzymania ich kopii, ich sprostowania lub usunięcia, ograniczenia przetwarzania, przeniesienia danych oraz sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie. Napisz na adres {{supportEmail}}; odpowiadamy w ciągu miesiąca. Gość, który chce usunąć swoje zdjęcie lub wpis, może poprosić o to organizatora, który usunie je od razu, albo nas. Możesz też złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych.',
        },
        contact: {
          title: 'Kontakt',
          text: 'Pytania o prywatność i wnioski dotyczące danych wysyłaj na adres {{supportEmail}}.',
        },
      },
    },
  },
};
