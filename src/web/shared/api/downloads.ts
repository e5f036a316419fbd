/**
 * The download plan of an event (`/downloads`): how many ZIP parts, their sizes and URLs. The
 * owner asks for the whole event, one album or a selection; a guest only for the whole event.
 */
import { useQuery } from '@tanstack/react-query';
import type { DownloadPlan } from '../../../shared/api/gallery';
import { apiFetch } from '../../app/api';
import { answerCheck } from '../answer-checks';

export type DownloadAudience = 'owner' | 'guest';
/** One album or a selection; `groupBy: 'prompt'` puts the photos in a folder per challenge. */
export type DownloadScope = { albumId?: string; ids?: readonly string[]; groupBy?: 'prompt' };

export function downloadPlanPath(
  eventId: string,
  audience: DownloadAudience,
  scope: DownloadScope = {},
): string {
  const base =
    audience === 'owner'
      ? `/api/events/${encodeURIComponent(eventId)}/downloads`
      : `/api/public/events/${encodeURIComponent(eventId)}/downloads`;
  const query = new URLSearchParams();
  if (scope.albumId) query.set('albumId', scope.albumId);
  if (scope.ids && scope.ids.length > 0) query.set('ids', scope.ids.join(','));
  if (scope.groupBy) query.set('groupBy', scope.groupBy);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

export function getDownloadPlan(
  eventId: string,
  audience: DownloadAudience,
  scope: DownloadScope = {},
  signal?: AbortSignal,
): Promise<DownloadPlan> {
  return apiFetch(downloadPlanPath(eventId, audience, scope), {
    signal,
    // Not zod's schema: a guest asks for the plan too, and zod stays off a guest's phone.
    schema: answerCheck('downloadPlan'),
  });
}

/** The start of every download plan's key of one event. */
export const downloadPlansQueryKey = (eventId: string) => ['events', eventId, 'downloads'] as const;

export const downloadPlanQueryKey = (
  eventId: string,
  audience: DownloadAudience,
  scope: DownloadScope = {},
) => [
  ...downloadPlansQueryKey(eventId),
  audience,
  scope.albumId ?? '',
  scope.ids?.join(',') ?? '',
  scope.groupBy ?? '',
];

/**
 * Whether the download holds nothing: no part, or parts with no media and no guestbook (the
 * server still lays out an empty archive). The buttons say so instead of saving an empty ZIP.
 */
export function planIsEmpty(
  plan: Pick<DownloadPlan, 'parts' | 'mediaCount' | 'includesGuestbook'>,
) {
  return plan.parts.length === 0 || (plan.mediaCount === 0 && !plan.includesGuestbook);
}

/**
 * The parts a download button offers: none for an empty plan. A single part starts at once; several
 * (or none, said in words) are listed.
 */
export function partsOffered(
  plan: Pick<DownloadPlan, 'parts' | 'mediaCount' | 'includesGuestbook'>,
): DownloadPlan['parts'] {
  return planIsEmpty(plan) ? [] : plan.parts;
}

/**
 * What a download button does with the plan it asked for: a single part starts at once (and
 * nothing is left to show: null); several parts, or none, are returned to be listed.
 */
export function startOrList(plan: DownloadPlan): DownloadPlan | null {
  const offered = partsOffered(plan);
  const [only] = offered;
  if (offered.length !== 1 || !only) return plan;
  startDownload(only.url, only.fileName);
  return null;
}

/** The plan, refreshed on demand (sizes change while guests upload). */
export function useDownloadPlan(
  eventId: string,
  audience: DownloadAudience,
  scope: DownloadScope = {},
  enabled = true,
) {
  return useQuery({
    queryKey: downloadPlanQueryKey(eventId, audience, scope),
    queryFn: ({ signal }) => getDownloadPlan(eventId, audience, scope, signal),
    enabled,
    staleTime: 10_000,
  });
}

/** Starts the browser's own download of `url` (resumable by the browser thanks to Range). */
function startDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
