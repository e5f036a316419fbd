/**
 * What this phone sent to the event (photos, videos, voice messages, written wishes), with what
 * became of each (being prepared, in the gallery or guestbook, shown at the reveal, hidden by the
 * hosts, can't be shown). An item can be deleted
 * for 24 hours after sending, within the upload window, after a confirm step; the "from" name
 * can be changed on everything at once. The list lives with this browser, and the dialog says so.
 */
import { IconMessageHeart, IconMicrophone, IconVideo } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyItem, PublicEvent } from '../../../../shared/api/public';
import { maxGuestNameLength } from '../../../../shared/api/public-constants';
import { formatTimeInZone } from '../../../../shared/i18n/format';
import { showsData, useErrorMessage } from '../../../app/api';
import { publicEventQueryKey } from '../api/public-event';
import { GuestModal } from '../dialogs/guest-modal';
import { storeGuestName } from '../guest-memory';
import { TextField } from '../ui/fields';
import { GuestAlert, GuestButton, GuestLoader, Stack } from '../ui/ui';
import { deleteMine, myItemsQueryKey, renameMine, useMyItems } from './api';
import classes from './play.module.css';
import { type WhereShown, whereShown } from './where-shown';

type Shown = MyItem['state'] | 'waiting' | 'sent' | 'inGuestbook';

/** A visible photo's state by where it is shown. */
const stateWhereShown: Record<WhereShown, Shown> = {
  gallery: 'visible',
  atReveal: 'waiting',
  hostsOnly: 'sent',
};

/** What the guest reads for an item's state on this event. */
export function shownState(
  item: MyItem,
  event: Pick<PublicEvent, 'reveal' | 'galleryVisible' | 'guestbookVisible'>,
): Shown {
  if (item.state !== 'visible') return item.state;
  if (item.kind === 'wish') return event.guestbookVisible ? 'inGuestbook' : 'sent';
  return stateWhereShown[whereShown(event)];
}

function Item({
  item,
  event,
  language,
  onDeleted,
}: {
  item: MyItem;
  event: PublicEvent;
  language: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const state = shownState(item, event);
  const until = item.deletableUntil
    ? formatTimeInZone(item.deletableUntil, event.timeZone, language, 'weekday')
    : null;

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await deleteMine(event.id, item.id);
      onDeleted();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <li className={classes.item} data-testid="my-item" data-state={state}>
      {item.thumb ? (
        <img className={classes.picture} src={item.thumb} alt="" loading="lazy" />
      ) : (
        <span className={classes.picture} aria-hidden="true">
          {item.kind === 'audio' ? (
            <IconMicrophone size={24} />
          ) : item.kind === 'wish' ? (
            <IconMessageHeart size={24} />
          ) : (
            <IconVideo size={24} />
          )}
        </span>
      )}
      <div>
        <strong>{t(`play.mine.kind.${item.kind}`)}</strong>{' '}
        <span className={classes.state} data-state={state}>
          {t(`play.mine.state.${state}`)}
        </span>
        {item.message && <div className={classes.wish}>{item.message}</div>}
        {until && (
          <div className={classes.small}>{t('play.mine.deleteUntil', { time: until })}</div>
        )}
        {until && (
          <div className={classes.actions}>
            {confirming ? (
              <>
                <span className={classes.small}>{t('play.mine.confirm')}</span>
                <GuestButton size="sm" onClick={remove} loading={busy} data-testid="confirm-delete">
                  {t('play.mine.confirmYes')}
                </GuestButton>
                <GuestButton size="sm" variant="outline" onClick={() => setConfirming(false)}>
                  {t('common.actions.cancel')}
                </GuestButton>
              </>
            ) : (
              <GuestButton size="sm" variant="outline" onClick={() => setConfirming(true)}>
                {t('play.mine.delete')}
              </GuestButton>
            )}
          </div>
        )}
        {error !== null && (
          <GuestAlert tone="error" role="alert">
            {errorMessage(error)}
          </GuestAlert>
        )}
      </div>
    </li>
  );
}

function NameForm({ event, initial }: { event: PublicEvent; initial: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [name, setName] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      await renameMine(event.id, name);
      setSaved(name.trim());
      // The next photo, wish or voice message offers the name the guest just gave.
      storeGuestName(event.id, name);
      await queryClient.invalidateQueries({ queryKey: ['public-event', event.id] });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={8}>
        <TextField
          label={t('play.mine.name')}
          value={name}
          maxLength={maxGuestNameLength}
          autoComplete="name"
          onChange={(change) => setName(change.currentTarget.value)}
        />
        <GuestButton type="submit" size="sm" loading={busy} disabled={name.trim() === ''}>
          {t('play.mine.saveName')}
        </GuestButton>
        {saved !== null && (
          <GuestAlert tone="success" role="status">
            {t('play.mine.nameSaved', { name: saved })}
          </GuestAlert>
        )}
        {error !== null && (
          <GuestAlert tone="error" role="alert">
            {errorMessage(error)}
          </GuestAlert>
        )}
      </Stack>
    </form>
  );
}

export default function MyUploadsDialog({
  event,
  language,
  onClose,
}: {
  event: PublicEvent;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const query = useMyItems(event.id, true);
  const [deleted, setDeleted] = useState(false);
  const items = query.data?.items ?? [];

  function afterDelete() {
    setDeleted(true);
    // The list, the gallery and the page's counts all change.
    void queryClient.invalidateQueries({ queryKey: myItemsQueryKey(event.id) });
    void queryClient.invalidateQueries({ queryKey: publicEventQueryKey(event.id) });
  }

  return (
    <GuestModal opened onClose={onClose} title={t('play.mine.title')}>
      <Stack gap={16}>
        <p className={classes.small}>{t('play.mine.device')}</p>
        {deleted && (
          <GuestAlert tone="success" role="status">
            {t('play.mine.deleted')}
          </GuestAlert>
        )}
        {query.isPending ? (
          <GuestLoader />
        ) : !showsData(query) ? (
          // Only a list never read says so: a later check that failed keeps the list shown.
          <GuestAlert tone="error" role="alert">
            {errorMessage(query.error) || t('play.mine.loadFailed')}
          </GuestAlert>
        ) : items.length === 0 ? (
          <p>{t('play.mine.empty')}</p>
        ) : (
          <>
            <ul className={classes.items}>
              {items.map((item) => (
                <Item
                  key={item.id}
                  item={item}
                  event={event}
                  language={language}
                  onDeleted={afterDelete}
                />
              ))}
            </ul>
            <NameForm
              event={event}
              initial={items.find((item) => item.guestName)?.guestName ?? ''}
            />
          </>
        )}
      </Stack>
    </GuestModal>
  );
}
