/**
 * The phone's share sheet for a link (WhatsApp, Messenger, a text message), where the browser has
 * one. Closing the sheet is not a failure: nothing was sent, and nothing needs saying. Any other
 * refusal (no app to share to, a blocked permission) is, and the screen says so beside its copy.
 */

export function canShareLinks(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export type ShareOutcome = 'shared' | 'closed' | 'failed';

export async function shareLink(data: { title: string; text: string; url: string }) {
  try {
    await navigator.share(data);
    return 'shared' satisfies ShareOutcome;
  } catch (error) {
    return (
      error instanceof DOMException && error.name === 'AbortError' ? 'closed' : 'failed'
    ) satisfies ShareOutcome;
  }
}
