/**
 * The contact page (/contact), for signed-in owners and visitors alike: name, e-mail, subject
 * and message, checked by the same rule as the server (`validateContact`), with a hidden
 * honeypot field that people never fill. A signed-in owner finds their address filled in.
 */
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxContactEmailLength,
  maxContactMessageLength,
  maxContactNameLength,
} from '../../../shared/api/contact';
import {
  contactSubjects,
  minContactMessageLength,
  validateContact,
} from '../../../shared/domain/validation';
import { ApiError, useErrorMessage } from '../../app/api';
import { useAuth } from '../../app/auth/session';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { useSiteConfig } from '../../app/site-config';
import { useSendContact } from './api/send-contact';
import classes from './contact-page.module.css';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;

/** Field messages the server answered with (400 validation). */
function serverIssues(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || error.key !== 'errors.validation') return {};
  const issues = error.params.issues;
  if (!Array.isArray(issues)) return {};
  const result: Partial<Record<Field, string>> = {};
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const field = String(issue.path ?? '').split('.')[0] as Field;
    if (
      ['name', 'email', 'subject', 'message'].includes(field) &&
      typeof issue.message === 'string'
    ) {
      result[field] ??= issue.message;
    }
  }
  return result;
}

function linkEmail(text: string, email: string): ReactNode[] {
  return text.split(email).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder.
          <Anchor key={index} href={`mailto:${email}`} className={classes.email}>
            {email}
          </Anchor>,
          part,
        ],
  );
}

export function ContactPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('contact.pageTitle'));
  const { user } = useAuth();
  const config = useSiteConfig();
  const errorMessage = useErrorMessage();
  const send = useSendContact();
  const [values, setValues] = useState<Values>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  });
  const [honeypot, setHoneypot] = useState('');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const local = validateContact(values);
  const remote = serverIssues(send.error);
  const errorOf = (field: Field) => {
    const key = (submitted || touched[field] ? local[field] : undefined) ?? remote[field];
    return key ? t(key, { min: minContactMessageLength }) : undefined;
  };
  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (send.error) send.reset();
  };
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(local).length > 0 || send.isPending) return;
    send.mutate(
      { ...values, website: honeypot, language: currentLanguage(i18n) },
      {
        onSuccess: () => {
          setSentTo(values.email.trim());
          setValues((current) => ({ ...current, subject: '', message: '' }));
          setSubmitted(false);
          setTouched({});
        },
      },
    );
  }

  const supportEmail = config.data?.supportEmail ?? '';
  const generalError =
    send.error && Object.keys(remote).length === 0 ? errorMessage(send.error) : null;

  return (
    <Container size={640} py={{ base: 32, sm: 56 }} className={classes.page}>
      <Stack gap="xs" mb="xl">
        <Title order={1} className={classes.title}>
          {t('contact.title')}
        </Title>
        <Text className={classes.lead}>{t('contact.lead')}</Text>
        {supportEmail && (
          <Text c="dimmed" size="sm">
            {linkEmail(t('contact.direct', { supportEmail }), supportEmail)}
          </Text>
        )}
      </Stack>

      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
        {sentTo !== null ? (
          <Stack align="center" ta="center" gap="sm" role="status">
            <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden="true">
              <IconCircleCheck size={32} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('contact.sent.title')}
            </Title>
            <Text c="dimmed" className={classes.wrap}>
              {t('contact.sent.text', { email: sentTo })}
            </Text>
            <Button variant="light" onClick={() => setSentTo(null)} mt="xs">
              {t('contact.sent.again')}
            </Button>
          </Stack>
        ) : (
          <form noValidate onSubmit={submit} aria-label={t('contact.title')}>
            <Stack gap="md">
              <TextInput
                label={t('contact.form.name')}
                name="name"
                autoComplete="name"
                required
                maxLength={maxContactNameLength}
                value={values.name}
                onChange={(event) => change('name')(event.currentTarget.value)}
                onBlur={blur('name')}
                error={errorOf('name')}
              />
              <TextInput
                label={t('contact.form.email')}
                description={t('contact.form.emailHint')}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                maxLength={maxContactEmailLength}
                value={values.email}
                onChange={(event) => change('email')(event.currentTarget.value)}
                onBlur={blur('email')}
                error={errorOf('email')}
              />
              <Select
                label={t('contact.form.subject')}
                placeholder={t('contact.form.subjectPlaceholder')}
                name="subject"
                required
                allowDeselect={false}
                data={contactSubjects.map((subject) => ({
                  value: subject,
                  label: t(`contact.subjects.${subject}`),
                }))}
                value={values.subject || null}
                onChange={(value) => {
                  change('subject')(value ?? '');
                  setTouched((current) => ({ ...current, subject: true }));
                }}
                onBlur={blur('subject')}
                error={errorOf('subject')}
                comboboxProps={{ withinPortal: true }}
              />
              <Textarea
                label={t('contact.form.message')}
                description={t('contact.form.messageHint', { min: minContactMessageLength })}
                name="message"
                required
                rows={6}
                resize="vertical"
                maxLength={maxContactMessageLength}
                value={values.message}
                onChange={(event) => change('message')(event.currentTarget.value)}
                onBlur={blur('message')}
                error={errorOf('message')}
              />
              {/* People never see this field; bots fill it in. */}
              <Box className={classes.honeypot} aria-hidden="true">
                <label>
                  {t('contact.form.honeypot')}
                  <input
                    type="text"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={honeypot}
                    onChange={(event) => setHoneypot(event.currentTarget.value)}
                  />
                </label>
              </Box>
              {generalError && (
                <Alert
                  color="red"
                  variant="light"
                  role="alert"
                  icon={<IconAlertCircle aria-hidden="true" />}
                >
                  {generalError}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                loading={send.isPending}
                leftSection={<IconSend size={18} aria-hidden="true" />}
                className={classes.submit}
              >
                {t('contact.form.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
