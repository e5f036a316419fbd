/** The hosts' photo challenges as cards: a guest picks one and takes a photo for it. */
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import classes from './play.module.css';

export function ChallengeCards({
  prompts,
  disabled,
  onPick,
}: {
  prompts: PublicEvent['prompts'];
  disabled: boolean;
  onPick: (promptId: string) => void;
}) {
  const { t } = useTranslation();
  if (prompts.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="challenges-heading">
      <h2 className={classes.heading} id="challenges-heading">
        {t('play.challenges.title')}
      </h2>
      <p className={classes.hint}>{t('play.challenges.hint')}</p>
      {/* On a phone the cards scroll sideways. With their buttons disabled (uploads closed, the
          demo) nothing inside takes the keyboard's focus, so the row takes it itself. */}
      <ul
        className={classes.cards}
        tabIndex={disabled ? 0 : undefined}
        aria-labelledby={disabled ? 'challenges-heading' : undefined}
      >
        {prompts.map((prompt) => (
          <li key={prompt.id} className={classes.card} data-testid="challenge-card">
            <span className={classes.cardTitle}>{prompt.title}</span>
            <button
              type="button"
              className={classes.cardButton}
              disabled={disabled}
              onClick={() => onPick(prompt.id)}
              aria-label={`${t('play.challenges.send')}: ${prompt.title}`}
            >
              <IconCamera size="1.1em" aria-hidden="true" style={{ verticalAlign: '-0.15em' }} />{' '}
              {t('play.challenges.send')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
