/**
 * Renders the terms or the privacy policy from the catalogue, filled with the
 * site name and support e-mail of `GET /api/config`; the e-mail is a link.
 */
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/api';
import { usePageTitle } from '../../app/page-title';
import { useSiteConfig } from '../../app/site-config';
import classes from './legal-document.module.css';

export interface LegalDocumentProps {
  /** Catalogue entry under `shell.legal`. */
  document: 'terms' | 'privacy';
  /** Section ids under `shell.legal.<document>.sections`, in reading order. */
  sections: readonly string[];
}

/** Splits `text` around every occurrence of `email`, turning each into a mailto link. */
function linkEmail(text: string, email: string): ReactNode[] {
  if (!email) return [text];
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

export function LegalDocument({ document, sections }: LegalDocumentProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const config = useSiteConfig();
  const base = `shell.legal.${document}`;
  usePageTitle(t(`${base}.title`));

  if (config.isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

  if (config.isError) {
    return (
      <Container size="sm" py={48}>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
          title={t(`${base}.title`)}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(config.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void config.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const { siteName, supportEmail } = config.data;
  const values = { siteName, supportEmail };

  return (
    <Container size={760} py={{ base: 32, sm: 56 }} component="article" className={classes.article}>
      <Title order={1} className={classes.title}>
        {t(`${base}.title`)}
      </Title>
      <Text className={classes.intro}>{t(`${base}.intro`, values)}</Text>
      {sections.map((section, index) => (
        <section
          key={section}
          className={classes.section}
          aria-labelledby={`${document}-${section}`}
        >
          <Title order={2} id={`${document}-${section}`} className={classes.heading}>
            <span className={classes.number}>{index + 1}.</span>{' '}
            {t(`${base}.sections.${section}.title`)}
          </Title>
          <Text className={classes.text}>
            {linkEmail(t(`${base}.sections.${section}.text`, values), supportEmail)}
          </Text>
        </section>
      ))}
      <Button
        component="a"
        href={`mailto:${supportEmail}`}
        variant="light"
        leftSection={<IconMail size={18} aria-hidden="true" />}
        mt="xl"
        className={classes.contact}
      >
        <span className={classes.contactLabel}>
          {t('shell.legal.contactLink', { supportEmail })}
        </span>
      </Button>
    </Container>
  );
}
