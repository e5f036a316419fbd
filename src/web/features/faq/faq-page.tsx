/**
 * The FAQ (/faq): the plan table from the shared plan rules, then the questions in groups
 * (accordions). Every number in the answers comes from the shared limits, so the page always
 * says what the server enforces.
 */
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selfDeleteHours } from '../../../shared/api/public-constants';
import {
  GB,
  MB,
  maxFilesPerBatch,
  maxGuestbookFiles,
  maxGuestbookMessageLength,
  maxPhotoBytes,
  maxTrialEvents,
  maxVideoBytes,
  maxVideosPerBatch,
  maxVoiceSeconds,
} from '../../../shared/domain/limits';
import { planIds, plans } from '../../../shared/domain/plans';
import { maxPrompts } from '../../../shared/domain/prompts';
import { revealShotOptions } from '../../../shared/domain/reveal';
import { maxEventMembers } from '../../../shared/domain/roles';
import { ttlMarginDays } from '../../../shared/domain/ttl';
import { formatList, formatPrice } from '../../../shared/i18n/format';
import { useErrorMessage } from '../../app/api';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { useSiteConfig } from '../../app/site-config';
import { formatNumber } from '../../shared/format';
import { usePlayPlansText } from '../../shared/play-plans';
import classes from './faq-page.module.css';

/** The questions of each group, in reading order. */
export const faqGroups = {
  start: ['what', 'trial', 'cohosts', 'printKit'],
  guests: ['guestsUpload', 'weakSignal', 'guestbook', 'myPhotos', 'play', 'password'],
  downloads: ['periods', 'download', 'zip', 'guestsDownload', 'afterwards'],
  payments: ['payment', 'upgrade', 'changeDate'],
  privacy: ['privacy', 'support'],
} as const;

/** Splits `text` around `email`, turning each occurrence into a mailto link. */
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

function PlanTable() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (value: number | null) =>
    value === null ? t('faq.plans.unlimited') : formatNumber(value, language);
  const days = (count: number) => t('faq.plans.days', { count });
  const rows: [string, (plan: (typeof plans)[keyof typeof plans]) => string][] = [
    [
      t('faq.plans.price'),
      (p) => (p.priceGrosze === 0 ? t('faq.plans.free') : formatPrice(p.priceGrosze, language)),
    ],
    [t('faq.plans.albums'), (p) => number(p.albums)],
    [t('faq.plans.files'), (p) => number(p.maxFiles)],
    [t('faq.plans.videos'), (p) => number(p.maxVideos)],
    [t('faq.plans.uploadDays'), (p) => days(p.uploadDays)],
    [t('faq.plans.downloadDays'), (p) => days(p.downloadDays)],
    [t('faq.plans.slideshow'), (p) => t(p.slideshow ? 'faq.plans.yes' : 'faq.plans.no')],
    [t('faq.plans.reveal'), (p) => t(p.play ? 'faq.plans.yes' : 'faq.plans.no')],
    [t('faq.plans.challenges'), (p) => t(p.play ? 'faq.plans.yes' : 'faq.plans.no')],
  ];
  return (
    <>
      {/* On a phone the table scrolls sideways: the keyboard can reach it and scroll it too. */}
      <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
        <Table
          className={classes.table}
          striped
          withTableBorder
          verticalSpacing="sm"
          horizontalSpacing="sm"
          data-testid="faq-plans"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('faq.plans.plan')}</Table.Th>
              {planIds.map((plan) => (
                <Table.Th key={plan} scope="col">
                  {t(`shell.events.plans.${plan}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" className={classes.rowHead}>
                  {label}
                </Table.Th>
                {planIds.map((plan) => (
                  <Table.Td key={plan}>{value(plans[plan])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" mt="xs">
        {t('faq.plans.caption')}
      </Text>
    </>
  );
}

export function FaqPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const config = useSiteConfig();
  const playPlansText = usePlayPlansText();
  usePageTitle(t('faq.pageTitle'));

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
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
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
  const trial = plans.trial;
  const values = {
    siteName,
    supportEmail,
    trialDays: trial.uploadDays,
    trialFiles: trial.maxFiles ?? '',
    trialAlbums: trial.albums,
    maxTrials: maxTrialEvents,
    filesPerBatch: maxFilesPerBatch,
    videosPerBatch: maxVideosPerBatch,
    photoMb: maxPhotoBytes / MB,
    videoGb: maxVideoBytes / GB,
    messageLength: maxGuestbookMessageLength,
    guestbookFiles: maxGuestbookFiles,
    voiceMinutes: maxVoiceSeconds / 60,
    retentionDays: ttlMarginDays,
    shareTab: t('eventSettings.tabs.share'),
    guestQrButton: t('play.invite.open'),
    maxMembers: maxEventMembers,
    selfDeleteHours,
    maxPrompts,
    shotOptions: formatList(revealShotOptions.map(String), language, 'or'),
    playPlans: playPlansText(),
  };

  return (
    <Container size={860} py={{ base: 32, sm: 56 }} className={classes.page}>
      <Title order={1} className={classes.title}>
        {t('faq.title')}
      </Title>
      <Text className={classes.lead}>{t('faq.lead', values)}</Text>

      <section aria-labelledby="faq-plans" className={classes.section}>
        <Title order={2} id="faq-plans" className={classes.heading}>
          {t('faq.plans.title')}
        </Title>
        <PlanTable />
      </section>

      {Object.entries(faqGroups).map(([group, questions]) => (
        <section key={group} aria-labelledby={`faq-${group}`} className={classes.section}>
          <Title order={2} id={`faq-${group}`} className={classes.heading}>
            {t(`faq.groups.${group}`)}
          </Title>
          <Accordion variant="separated" radius="md" chevronPosition="right" multiple>
            {questions.map((question) => (
              <Accordion.Item key={question} value={question} className={classes.item}>
                <Accordion.Control>
                  <Text component="span" fw={600} className={classes.question}>
                    {t(`faq.questions.${question}.q`, values)}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text className={classes.answer}>
                    {linkEmail(t(`faq.questions.${question}.a`, values), supportEmail)}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}

      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.cta}>
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h3">
            {t('faq.contactCta.title')}
          </Title>
          <Text c="dimmed">{t('faq.contactCta.text')}</Text>
          <Button
            component={Link}
            to="/contact"
            leftSection={<IconMail size={18} aria-hidden="true" />}
            mt="xs"
          >
            {t('faq.contactCta.action')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
