/**
 * What guests play along with, under the page's buttons: the reveal, the challenges, "my
 * photos" and the page's QR code for the person next to them.
 */
import type { PublicEvent } from '../../../../shared/api/public';
import { ChallengeCards } from './challenge-cards';
import { Invite } from './invite';
import { MyUploads } from './my-uploads';
import classes from './play.module.css';
import { RevealNotice } from './reveal-notice';

export function PlaySections({
  event,
  language,
  uploadsOpen,
  onChallenge,
}: {
  event: PublicEvent;
  language: string;
  /** Whether the guest can send now (the challenges' buttons). */
  uploadsOpen: boolean;
  onChallenge: (promptId: string) => void;
}) {
  return (
    <>
      <RevealNotice event={event} language={language} />
      {/* The demo shows its challenges (their buttons off) as a taste of the feature. */}
      {(uploadsOpen || event.demo) && (
        <ChallengeCards prompts={event.prompts} disabled={!uploadsOpen} onPick={onChallenge} />
      )}
      {!event.demo && (
        <div className={classes.mineRow}>
          <MyUploads event={event} language={language} />
          <Invite event={event} />
        </div>
      )}
    </>
  );
}
