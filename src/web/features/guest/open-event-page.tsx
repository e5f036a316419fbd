/**
 * The guest page of an open event, in the event's style: its buttons (upload, message, voice
 * message), files picked or dragged onto it, what is being sent, the play sections, the gallery
 * and the guestbook. The upload engine and the recorder load only when used.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchKind, PublicEvent } from '../../../shared/api/public';
import { resolveGuestStyle } from '../../../shared/domain/guest-style';
import type { Language } from '../../../shared/i18n/index';
import { type GuestAction, GuestPageView } from '../../ui/guest-page-view';
import { GuestbookDialog, type GuestbookFields } from './dialogs/guestbook-dialog';
import { MediaFiles } from './dialogs/media-files';
import { UploadDialog, type UploadFields } from './dialogs/upload-dialog';
import type { VoiceDraft, VoiceFields } from './dialogs/voice-dialog';
import { GuestEntryPoints } from './downloads/guest-entry-points';
import { typeOfFile } from './file-checks';
import { Gallery } from './gallery/gallery';
import { GuestbookEntries } from './gallery/guestbook-entries';
import { readDraft, readGuestName, storeDraft, storeGuestName } from './guest-memory';
import classes from './guest-page.module.css';
import { PageNotice } from './page-notice';
import { PlaySections } from './play/play-sections';
import { whereShown } from './play/where-shown';
import { useShellAction, useShellPicks } from './shell-handover';
import { stateNotice } from './state-notice';
import { LoadFailureText, onDemand, useOnDemand } from './ui/on-demand';
import { GuestAlert, guestUiClasses } from './ui/ui';
import { UploadPanel } from './upload/upload-panel';
import { useUploads } from './upload/use-uploads';

/** The voice message's dialog, loaded with its first use. */
const voiceDialog = onDemand(() =>
  import('./dialogs/voice-dialog').then((module) => module.default),
);

export function OpenEventPage({
  event,
  language,
  switcher,
}: {
  event: PublicEvent;
  language: Language;
  switcher: ReactNode;
}) {
  const { t } = useTranslation();
  const open = event.uploadState === 'open' && !event.demo;
  const uploads = useUploads(event.id, open);
  // Where what a guest sends is shown: the upload summary and whether the gallery is here.
  const shown = whereShown(event);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The photos and videos picked and not sent yet (also after the dialog closed without sending).
  const [files, setFiles] = useState<File[]>([]);
  // The album chosen for them (their name and message are kept by guest-memory).
  const [filesAlbum, setFilesAlbum] = useState<string | undefined>(undefined);
  const [dialog, setDialog] = useState<GuestAction | null>(null);
  const [jobKind, setJobKind] = useState<BatchKind>('upload');
  // The photo challenge the picked photos answer (a challenge card's button), if any.
  const [promptId, setPromptId] = useState<string | null>(null);
  // What the picker now open was opened for: a challenge (its id), the page's button (null), or
  // more photos for those already picked (undefined). It counts only once files come back: a
  // picker closed without a photo changes nothing.
  const pickerFor = useRef<string | null | undefined>(undefined);
  const [startError, setStartError] = useState<unknown>(null);
  // The files of a wish not sent (its text is kept by guest-memory), offered again with it.
  const [wishFiles, setWishFiles] = useState<File[]>([]);
  // A voice message recorded and not sent (the dialog closed, or its sending could not start).
  const [voiceDraft, setVoiceDraft] = useState<VoiceDraft | null>(null);
  const VoiceDialog = useOnDemand(voiceDialog);

  const style = resolveGuestStyle(event.style);
  // Every photo and video slot of the event's plan is taken: the page says so instead of
  // offering the upload button (a written wish still fits).
  const full = !event.demo && event.allowance.files === 0;
  const notice = stateNotice(event, language, t) ?? (full ? t('guest.limits.full') : null);
  const phase = uploads.snapshot.phase;
  const occupied = uploads.busy || phase === 'paused';

  // What is being sent, or why it could not start, is shown where the guest looks next.
  useEffect(() => {
    if (phase === 'preparing' || startError || VoiceDialog.error)
      panel.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [phase, startError, VoiceDialog.error]);

  function act(action: GuestAction) {
    if (!open || occupied) return;
    if (full && action !== 'message') return;
    // Every action ends in a send: its code loads while the guest picks or writes.
    uploads.prepare();
    if (action === 'upload') {
      // Photos picked and not sent (the dialog closed, or their sending could not start): shown
      // again, ready to send or to add to (still answering the challenge they were picked for).
      if (files.length > 0) {
        setDialog('upload');
        return;
      }
      // Straight to the picker, inside the tap (browsers allow a picker only then).
      openPicker(null);
      return;
    }
    if (action === 'voice') {
      // A tap without a connection says so here; the next tap asks again.
      VoiceDialog.open(() => {
        setStartError(null);
        setDialog('voice');
      });
      return;
    }
    setDialog(action);
  }

  function openPicker(forPrompt: string | null | undefined) {
    pickerFor.current = forPrompt;
    input.current?.click();
  }

  function pick(picked: File[]) {
    if (picked.length === 0) return;
    uploads.prepare();
    setFiles((previous) => [...previous, ...picked]);
    setDialog('upload');
  }
  // Picked in the page's first HTML, before this script had arrived (taken once nothing is sent).
  useShellPicks(open && !full && !occupied, pick);
  useShellAction(open && !occupied, act);

  function send(
    kind: BatchKind,
    job: Omit<Parameters<typeof uploads.start>[0], 'eventId' | 'kind'>,
    /** Called when the sending could not start (its code did not load), to keep what was written. */
    notStarted?: () => void,
  ) {
    setDialog(null);
    setJobKind(kind);
    storeGuestName(event.id, job.guestName ?? '');
    uploads.forgetLost();
    setStartError(null);
    VoiceDialog.dismiss();
    uploads.start({ eventId: event.id, kind, ...job }).catch((error: unknown) => {
      setStartError(error);
      notStarted?.();
    });
  }

  function keepPhotos(picked: File[], fields: UploadFields | null, prompt: string | null) {
    storeDraft(
      event.id,
      'photos',
      fields && { guestName: fields.guestName, message: fields.message },
    );
    setFilesAlbum(fields?.albumId);
    setFiles(picked);
    setPromptId(prompt);
  }

  function sendUpload(fields: UploadFields) {
    const picked = files;
    const prompt = promptId;
    keepPhotos([], null, null);
    send(
      'upload',
      {
        albumId: fields.albumId,
        guestName: fields.guestName,
        message: fields.message,
        ...(prompt ? { promptId: prompt } : {}),
        files: picked.map((file) => ({ file, name: file.name, type: typeOfFile(file) })),
      },
      () => keepPhotos(picked, fields, prompt),
    );
  }

  function keepWish(wish: GuestbookFields | null) {
    storeDraft(event.id, 'wish', wish && { guestName: wish.guestName, message: wish.message });
    setWishFiles(wish?.files ?? []);
  }

  function sendGuestbook(fields: GuestbookFields) {
    keepWish(null);
    send(
      'guestbook',
      {
        guestName: fields.guestName,
        message: fields.message,
        files: fields.files.map((file) => ({ file, name: file.name, type: typeOfFile(file) })),
      },
      () => keepWish(fields),
    );
  }

  function sendVoice(fields: VoiceFields) {
    setVoiceDraft(null);
    send(
      'voice',
      {
        guestName: fields.guestName,
        files: [
          {
            file: fields.file,
            name: fields.file.name,
            type: fields.file.type,
            durationSeconds: fields.durationSeconds,
          },
        ],
      },
      () => setVoiceDraft({ file: fields.file, durationSeconds: fields.durationSeconds }),
    );
  }

  // One main landmark holds the page, as the shell's picture of it did (<main class="gs">); an
  // unstyled block, so nothing moves when the app takes over.
  return (
    <main>
      <div className={guestUiClasses.corner}>{switcher}</div>
      {notice && (
        <PageNotice notice={notice} demo={event.demo} language={language} colors={style.button} />
      )}
      <GuestPageView
        name={event.name}
        eventDate={event.eventDate}
        language={language}
        style={event.style}
        guestbookVisible={event.guestbookVisible}
        mode="page"
        onAction={act}
        actionsDisabled={!open || occupied}
        mediaFull={full}
      >
        <div ref={panel}>
          {uploads.lostNames.length > 0 && phase === 'idle' && open && (
            <GuestAlert
              className={classes.pending}
              tone="warning"
              onClose={uploads.forgetLost}
              closeLabel={t('common.actions.close')}
            >
              {t('guest.pending', { names: uploads.lostNames.join(', ') })}
            </GuestAlert>
          )}
          {(startError || VoiceDialog.error || uploads.loadError) && phase === 'idle' ? (
            <GuestAlert className={classes.pending} tone="error" role="alert">
              <LoadFailureText error={startError ?? VoiceDialog.error ?? uploads.loadError} />
            </GuestAlert>
          ) : null}
          <UploadPanel
            snapshot={uploads.snapshot}
            kind={jobKind}
            shown={shown}
            onPause={uploads.pause}
            onResume={uploads.resume}
            onContinue={uploads.continueDespiteSlow}
            onClose={uploads.clear}
          />
        </div>
        {!event.demo && <GuestEntryPoints event={event} language={language} />}
        <PlaySections
          event={event}
          language={language}
          uploadsOpen={open && !occupied && !full}
          onChallenge={(id) => {
            uploads.prepare();
            openPicker(id);
          }}
        />
        {shown === 'gallery' && (
          <Gallery eventId={event.id} uploadsOpen={open} preparing={uploads.preparing} />
        )}
        {event.guestbookVisible && <GuestbookEntries eventId={event.id} />}
      </GuestPageView>

      <MediaFiles
        inputRef={input}
        dropEnabled={open && !full && !occupied && (dialog === null || dialog === 'upload')}
        dropLabel={t('guest.upload.drop')}
        onFiles={(picked, how) => {
          // Photos from a challenge's picker answer it (with any kept ones, as the dialog then
          // says); the page's button, or a drop onto the page with nothing kept, answers none.
          const forPrompt =
            how === 'picked'
              ? pickerFor.current
              : dialog === null && files.length === 0
                ? null
                : undefined;
          pickerFor.current = undefined;
          if (picked.length > 0 && forPrompt !== undefined) setPromptId(forPrompt);
          pick(picked);
        }}
        testId="media-input"
      />
      {dialog === 'upload' && (
        <UploadDialog
          event={event}
          opened
          files={files}
          promptTitle={event.prompts.find((prompt) => prompt.id === promptId)?.title}
          savedName={readGuestName(event.id)}
          draft={{
            guestName: '',
            message: '',
            ...readDraft(event.id, 'photos'),
            albumId: filesAlbum,
          }}
          onRemove={(index) => setFiles((previous) => previous.filter((_, i) => i !== index))}
          onRemoveAll={() => setFiles([])}
          onAddMore={() => openPicker(undefined)}
          onClose={(draft) => {
            keepPhotos(files, draft, promptId);
            setDialog(null);
          }}
          onSend={sendUpload}
        />
      )}
      {dialog === 'message' && (
        <GuestbookDialog
          event={event}
          opened
          savedName={readGuestName(event.id)}
          draft={{ guestName: '', message: '', ...readDraft(event.id, 'wish'), files: wishFiles }}
          onClose={(draft) => {
            keepWish(draft);
            setDialog(null);
          }}
          onSend={sendGuestbook}
        />
      )}
      {dialog === 'voice' && VoiceDialog.value && (
        <VoiceDialog.value
          event={event}
          opened
          savedName={readGuestName(event.id)}
          draft={voiceDraft}
          onClose={(draft) => {
            setVoiceDraft(draft);
            setDialog(null);
          }}
          onSend={sendVoice}
        />
      )}
    </main>
  );
}
