/**
 * Polish texts of the e-mails the server sends (`emails.*`). Placeholders use
 * i18next's `{{name}}`; the server fills them and escapes them for HTML.
 */
export const emails = {
  layout: {
    codeLabel: 'Twój kod',
    copyHint: 'Skopiuj kod i wklej go w oknie {{siteName}}, które masz otwarte.',
    validity: 'Kod jest ważny przez {{minutes}} minut i działa tylko raz.',
    ignore: 'Jeśli to nie Ty, po prostu zignoruj tę wiadomość – nic się nie zmieni.',
    footer: 'Wiadomość wysłana automatycznie przez {{siteName}}. Prosimy na nią nie odpowiadać.',
    support: 'Potrzebujesz pomocy? Napisz do nas: {{supportEmail}}',
  },
  verifyEmail: {
    subject: '{{code}} – Twój kod potwierdzający {{siteName}}',
    preheader: 'Wpisz ten kod, aby potwierdzić swój adres e-mail.',
    heading: 'Potwierdź swój adres e-mail',
    intro:
      'Cieszymy się, że jesteś z nami! Wpisz poniższy kod w {{siteName}}, aby potwierdzić, że ten adres e-mail należy do Ciebie.',
  },
  resetPassword: {
    subject: '{{code}} – Twój kod do ustawienia nowego hasła w {{siteName}}',
    preheader: 'Wpisz ten kod razem z nowym hasłem.',
    heading: 'Ustaw nowe hasło',
    intro:
      'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w {{siteName}}. Wpisz poniższy kod razem z nowym hasłem.',
  },
  existingAccount: {
    subject: 'Masz już konto w {{siteName}}',
    preheader: 'Ktoś próbował założyć konto na Twój adres e-mail.',
    heading: 'Masz już u nas konto',
    intro:
      'Ktoś – być może Ty – próbował założyć nowe konto w {{siteName}} na ten adres e-mail. Konto na ten adres już istnieje, więc niczego nie zmieniliśmy.',
    action: 'Przejdź do logowania',
    forgotPassword:
      'Nie pamiętasz hasła? Na stronie logowania możesz ustawić nowe – wyślemy Ci kod.',
  },
  activationCode: {
    subject: 'Twój kod aktywacyjny {{siteName}} – pakiet {{plan}}',
    heading: 'Twój kod aktywacyjny',
    intro:
      'Dziękujemy! Oto Twój kod aktywacyjny na jedno wydarzenie w pakiecie {{plan}}. Możesz go wykorzystać sam lub podarować komuś w prezencie.',
    codeLabel: 'Kod aktywacyjny',
    how: 'Aby go użyć, zaloguj się do {{siteName}}, utwórz wydarzenie i w pierwszym kroku wybierz „Mam kod aktywacyjny”. Wydarzenie będzie od razu opłacone w pakiecie {{plan}} – bez płatności.',
    action: 'Utwórz wydarzenie',
    once: 'Kod działa jeden raz, dla jednego wydarzenia. Przechowaj go bezpiecznie do tego czasu.',
  },
};
