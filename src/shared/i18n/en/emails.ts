/**
 * English texts of the e-mails the server sends (`emails.*`). Placeholders use
 * i18next's `{{name}}`; the server fills them and escapes them for HTML.
 */
export const emails = {
  layout: {
    codeLabel: 'Your code',
    copyHint: 'Copy the code and paste it into the {{siteName}} window you have open.',
    validity: 'The code is valid for {{minutes}} minutes and works only once.',
    ignore: "If this wasn't you, simply ignore this e-mail – nothing will change.",
    footer: 'This message was sent automatically by {{siteName}}. Please do not reply to it.',
    support: 'Need help? Write to us: {{supportEmail}}',
  },
  verifyEmail: {
    subject: '{{code}} is your {{siteName}} confirmation code',
    preheader: 'Enter this code to confirm your e-mail address.',
    heading: 'Confirm your e-mail address',
    intro:
      "We're glad you're here! Enter the code below in {{siteName}} to confirm that this e-mail address is yours.",
  },
  resetPassword: {
    subject: '{{code}} is your {{siteName}} password reset code',
    preheader: 'Enter this code together with your new password.',
    heading: 'Set a new password',
    intro:
      'We received a request to set a new password for your {{siteName}} account. Enter the code below together with your new password.',
  },
  existingAccount: {
    subject: 'You already have a {{siteName}} account',
    preheader: 'Someone tried to create an account with your e-mail address.',
    heading: 'You already have an account',
    intro:
      'Someone – perhaps you – tried to create a new {{siteName}} account with this e-mail address. An account with this address already exists, so nothing was changed.',
    action: 'Go to sign-in',
    forgotPassword:
      'Forgot your password? You can set a new one on the sign-in page – we will send you a code.',
  },
  activationCode: {
    subject: 'Your {{siteName}} activation code – {{plan}} plan',
    heading: 'Your activation code',
    intro:
      'Thank you! Here is your activation code for one event on the {{plan}} plan. You can use it yourself or give it to someone as a gift.',
    codeLabel: 'Activation code',
    how: 'To use it, sign in to {{siteName}}, create an event and choose "I have an activation code" in the first step. The event is then paid on the {{plan}} plan – no payment needed.',
    action: 'Create an event',
    once: 'The code works once, for one event. Keep it safe until then.',
  },
};
