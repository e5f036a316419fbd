/** What guests play along with, under the page's buttons: the reveal, the challenges, "my photos". */
import type { PublicEvent } from '../../../../shared/api/public';
import { ChallengeCards } from './challenge-cards';
import { MyUploads } from './my-uploads';
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
      {!event.demo && <MyUploads event={event} language={language} />}
    </>
  );
}
