/** Polish texts of signing in and of the owner's account; same keys as the English catalogue. */
import type { auth as english } from '../en/auth';

export const auth: typeof english = {
  panel: {
    label: 'Zaloguj się lub załóż konto',
    tabs: {
      signIn: 'Zaloguj się',
      signUp: 'Załóż konto',
    },
  },
  fields: {
    email: 'Adres e-mail',
    emailPlaceholder: 'imie@przyklad.pl',
    password: 'Hasło',
    currentPassword: 'Obecne hasło',
    newPassword: 'Nowe hasło',
    confirmPassword: 'Powtórz hasło',
    confirmNewPassword: 'Powtórz nowe hasło',
    showPassword: 'Pokaż hasło',
    hidePassword: 'Ukryj hasło',
  },
  passwordMeter: {
    label: 'Siła hasła: {{strength}}',
    rules: 'Wymagania dotyczące hasła',
    met: 'spełnione',
    notMet: 'jeszcze niespełnione',
  },
  code: {
    label: 'Kod z\u00a0e-maila',
    appLabel: 'Kod z\u00a0aplikacji uwierzytelniającej',
    resend: 'Wyślij nowy kod',
    resendIn: 'Nowy kod możesz wysłać za {{seconds}} s',
    resent: 'Wysłaliśmy nowy kod na adres {{email}}.',
    spamHint: 'Nie widzisz wiadomości? Zajrzyj do folderu spam.',
  },
  signIn: {
    text: 'Zaloguj się, aby zarządzać swoimi wydarzeniami.',
    submit: 'Zaloguj się',
    forgotPassword: 'Nie pamiętasz hasła?',
    passwordReset: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
    emailConfirmed: 'Adres e-mail został potwierdzony. Zaloguj się, aby kontynuować.',
  },
  signUp: {
    text: 'To zajmie minutę. Wersja próbna przez 7 dni jest bezpłatna.',
    submit: 'Załóż konto',
    acceptTerms: 'Akceptuję <terms>regulamin</terms> oraz <privacy>politykę prywatności</privacy>.',
    opensInNewTab: '(otworzy się w\u00a0nowej karcie)',
  },
  google: {
    continue: 'Kontynuuj z\u00a0Google',
    acceptTerms:
      'Kontynuując z\u00a0Google, akceptujesz <terms>regulamin</terms> oraz <privacy>politykę prywatności</privacy>.',
    or: 'lub',
    failed: 'Logowanie przez Google nie powiodło się. Spróbuj ponownie albo użyj adresu e-mail.',
  },
  confirmSignUp: {
    title: 'Potwierdź adres e-mail',
    text: 'Wysłaliśmy 6-cyfrowy kod na adres <strong>{{email}}</strong>. Wpisz go poniżej, aby dokończyć zakładanie konta.',
    submit: 'Potwierdź',
    later: 'Później',
  },
  verifyContact: {
    title: 'Potwierdź adres e-mail',
    text: 'Twój adres e-mail <strong>{{email}}</strong> nie został jeszcze potwierdzony. Potwierdź go, aby docierały do Ciebie wiadomości o\u00a0wydarzeniach. Wyślemy Ci 6-cyfrowy kod.',
    send: 'Wyślij kod',
    later: 'Później',
  },
  confirmVerify: {
    title: 'Wpisz kod',
    text: 'Wysłaliśmy 6-cyfrowy kod na adres <strong>{{email}}</strong>.',
    submit: 'Potwierdź',
    later: 'Później',
    done: 'Adres e-mail został potwierdzony.',
  },
  confirmSignIn: {
    title: 'Weryfikacja dwuetapowa',
    text: 'Otwórz aplikację uwierzytelniającą i\u00a0wpisz 6-cyfrowy kod dla {{siteName}}.',
    backupText:
      'Wpisz jeden z\u00a0kodów zapasowych zapisanych przy włączaniu weryfikacji dwuetapowej.',
    backupLabel: 'Kod zapasowy',
    submit: 'Potwierdź',
    useBackupCode: 'Użyj kodu zapasowego',
    useApp: 'Użyj aplikacji uwierzytelniającej',
    backToSignIn: 'Wróć do logowania',
  },
  forgotPassword: {
    title: 'Nie pamiętasz hasła?',
    text: 'Podaj adres e-mail swojego konta, a\u00a0wyślemy Ci 6-cyfrowy kod.',
    submit: 'Wyślij kod',
    backToSignIn: 'Wróć do logowania',
  },
  resetPassword: {
    title: 'Ustaw nowe hasło',
    text: 'Jeśli konto korzysta z\u00a0adresu <strong>{{email}}</strong>, wysłaliśmy na niego 6-cyfrowy kod. Wpisz go i\u00a0wybierz nowe hasło.',
    submit: 'Zapisz nowe hasło',
  },
  alreadySignedIn: {
    continue: 'Przejdź do moich wydarzeń',
  },
  verifyBanner: {
    title: 'Potwierdź adres e-mail',
    text: 'Potwierdź adres {{email}}, aby docierały do Ciebie przypomnienia i\u00a0wiadomości o\u00a0wydarzeniach.',
    action: 'Potwierdź e-mail',
  },
  verifyModal: {
    title: 'Potwierdź adres e-mail',
  },
  updatePassword: {
    title: 'Zmień hasło',
    save: 'Zapisz',
    success: 'Hasło zostało zmienione',
  },
  twoFactor: {
    title: 'Weryfikacja dwuetapowa',
    intro:
      'Gdy jest włączona, do logowania potrzebne są hasło i\u00a06-cyfrowy kod z\u00a0aplikacji uwierzytelniającej w\u00a0telefonie, np. Google Authenticator, Microsoft Authenticator lub 1Password.',
    status: 'Stan',
    on: 'Włączona',
    off: 'Wyłączona',
    passwordPrompt: 'Aby kontynuować, wpisz swoje hasło.',
    enable: 'Włącz',
    disable: 'Wyłącz',
    scan: 'Zeskanuj ten kod QR aplikacją uwierzytelniającą.',
    qrAlt: 'Kod QR do dodania {{siteName}} w\u00a0aplikacji uwierzytelniającej',
    secretLabel: 'Nie możesz zeskanować? Wpisz w\u00a0aplikacji ten klucz:',
    copy: 'Kopiuj',
    copied: 'Skopiowano',
    confirmPrompt: 'Następnie wpisz 6-cyfrowy kod, który pokaże aplikacja.',
    confirm: 'Potwierdź',
    backupTitle: 'Zapisz kody zapasowe',
    backupText:
      'Jeśli zgubisz telefon, każdy z\u00a0tych kodów pozwoli Ci zalogować się jeden raz. Przechowuj je w\u00a0bezpiecznym miejscu, np. w\u00a0menedżerze haseł.',
    copyCodes: 'Kopiuj kody',
    done: 'Gotowe',
    enabled: 'Weryfikacja dwuetapowa jest włączona.',
    disabledNotice: 'Weryfikacja dwuetapowa jest wyłączona.',
  },
  errors: {
    invalidCredentials: 'Nieprawidłowy adres e-mail lub hasło.',
    emailTaken:
      'Konto z\u00a0tym adresem e-mail już istnieje. Zaloguj się albo zresetuj hasło, jeśli go nie pamiętasz.',
    incorrectCode: 'Nieprawidłowy kod. Sprawdź wiadomość e-mail i\u00a0spróbuj ponownie.',
    incorrectAppCode:
      'Nieprawidłowy kod. Sprawdź godzinę w\u00a0telefonie i\u00a0spróbuj ponownie.',
    appCodeJustUsed:
      'Ten kod został właśnie użyty. Poczekaj, aż aplikacja pokaże następny, i\u00a0wpisz go.',
    incorrectBackupCode: 'Nieprawidłowy kod zapasowy.',
    codeExpired: 'Kod wygasł. Wyślij nowy.',
    tooManyAttempts: 'Zbyt wiele błędnych kodów. Wyślij nowy kod i\u00a0spróbuj ponownie.',
    signInExpired: 'Próba logowania wygasła. Zaloguj się ponownie.',
    accountLocked:
      'Zbyt wiele błędnych kodów. Logowanie na to konto jest chwilowo zablokowane – spróbuj ponownie później.',
    emailNotVerified: 'Aby się zalogować, potwierdź adres e-mail.',
    termsNotAccepted: 'Aby założyć konto, zaakceptuj regulamin i\u00a0politykę prywatności.',
    passwordTooLong: 'Hasło jest za długie.',
    sessionNotFresh:
      'Ze względów bezpieczeństwa wyloguj się, zaloguj ponownie i\u00a0powtórz tę czynność.',
    twoFactorAlreadyOn: 'Weryfikacja dwuetapowa jest już włączona.',
    twoFactorFailed: 'Nie udało się zmienić weryfikacji dwuetapowej. Spróbuj ponownie.',
  },
};
