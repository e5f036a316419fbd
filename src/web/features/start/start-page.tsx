/**
 * The signed-out start screen: what Momenty does for a host, in four steps and
 * nine highlights. `authPanel` is the slot for the sign-in and sign-up card,
 * composed in by the router; without it an illustration takes its place.
 */
import { Box, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook2,
  IconBrandApple,
  IconCalendarPlus,
  IconCheck,
  IconDeviceMobileUp,
  IconFileZip,
  IconHourglassHigh,
  IconMicrophone,
  IconPhoto,
  IconPresentation,
  IconQrcode,
  IconTargetArrow,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';
import { StartIllustration } from './start-illustration';
import classes from './start-page.module.css';

type Icon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean | 'true' }>;

const steps: { id: 'create' | 'qr' | 'upload' | 'download'; icon: Icon }[] = [
  { id: 'create', icon: IconCalendarPlus },
  { id: 'qr', icon: IconQrcode },
  { id: 'upload', icon: IconDeviceMobileUp },
  { id: 'download', icon: IconFileZip },
];

const highlights: {
  id:
    | 'photos'
    | 'videos'
    | 'voice'
    | 'guestbook'
    | 'heic'
    | 'wall'
    | 'challenges'
    | 'reveal'
    | 'cohosts';
  icon: Icon;
}[] = [
  { id: 'photos', icon: IconPhoto },
  { id: 'videos', icon: IconVideo },
  { id: 'voice', icon: IconMicrophone },
  { id: 'guestbook', icon: IconBook2 },
  { id: 'heic', icon: IconBrandApple },
  { id: 'wall', icon: IconPresentation },
  { id: 'challenges', icon: IconTargetArrow },
  { id: 'reveal', icon: IconHourglassHigh },
  { id: 'cohosts', icon: IconUsers },
];

const promises = ['noApp', 'original', 'private'] as const;

export interface StartPageProps {
  /**
   * The sign-in and sign-up card: beside the headline on wide screens, right
   * under it on phones (before the longer texts, so the form is close at hand).
   */
  authPanel?: ReactNode;
}

export function StartPage({ authPanel }: StartPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('shell.start.pageTitle'));

  return (
    <>
      <section className={classes.hero} aria-labelledby="start-headline">
        <Container size="lg" className={classes.heroInner}>
          <div className={classes.heroGrid} data-with-panel={authPanel ? true : undefined}>
            <Stack gap="lg" className={classes.intro}>
              <Text className={classes.eyebrow}>{t('shell.start.eyebrow')}</Text>
              <Title id="start-headline" order={1} className={classes.headline}>
                {t('shell.start.headline')}
              </Title>
            </Stack>
            <Stack gap="lg" className={classes.details}>
              <Text className={classes.lead}>{t('shell.start.lead')}</Text>
              <List
                spacing="sm"
                center
                classNames={{ root: classes.promises, itemLabel: classes.promise }}
                icon={
                  <ThemeIcon size={24} radius="xl" variant="light" aria-hidden="true">
                    <IconCheck size={15} stroke={2.5} />
                  </ThemeIcon>
                }
              >
                {promises.map((id) => (
                  <List.Item key={id}>{t(`shell.start.promises.${id}`)}</List.Item>
                ))}
              </List>
            </Stack>
            <Box className={classes.aside}>{authPanel ?? <StartIllustration />}</Box>
          </div>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="start-steps">
        <Container size="lg">
          <Stack gap={8} align="center" ta="center" mb={{ base: 'xl', md: 48 }}>
            <Title id="start-steps" order={2} className={classes.sectionTitle}>
              {t('shell.start.steps.title')}
            </Title>
            <Text c="dimmed" size="lg">
              {t('shell.start.steps.lead')}
            </Text>
          </Stack>
          <SimpleGrid
            component="ol"
            cols={{ base: 1, xs: 2, lg: 4 }}
            spacing="lg"
            className={classes.steps}
          >
            {steps.map(({ id, icon: StepIcon }, index) => (
              <li key={id} className={classes.step}>
                <div className={classes.stepHead}>
                  <ThemeIcon size={48} radius="xl" aria-hidden="true">
                    <StepIcon size={24} stroke={1.75} />
                  </ThemeIcon>
                  <span className={classes.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                </div>
                <Title order={3} className={classes.cardTitle}>
                  {t(`shell.start.steps.${id}.title`)}
                </Title>
                <Text c="dimmed">{t(`shell.start.steps.${id}.text`)}</Text>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section
        className={`${classes.section} ${classes.highlightsSection}`}
        aria-labelledby="start-highlights"
      >
        <Container size="lg">
          <Title
            id="start-highlights"
            order={2}
            ta="center"
            className={classes.sectionTitle}
            mb={{ base: 'xl', md: 48 }}
          >
            {t('shell.start.highlights.title')}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 3 }}
            spacing="lg"
            className={classes.highlights}
          >
            {highlights.map(({ id, icon: HighlightIcon }) => (
              <li key={id} className={classes.highlight}>
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                  <HighlightIcon size={24} stroke={1.75} />
                </ThemeIcon>
                <div className={classes.highlightBody}>
                  <Title order={3} className={classes.cardTitle}>
                    {t(`shell.start.highlights.${id}.title`)}
                  </Title>
                  <Text c="dimmed">{t(`shell.start.highlights.${id}.text`)}</Text>
                </div>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </section>
    </>
  );
}
