/**
 * The words of a download's list of parts, the same in the hosts' and the guests' buttons: the
 * line above the list, and each part's line with its link's name. Each link is named with its
 * part ("Pobierz: Część 2 z 3…"), so a screen reader's list of links tells the parts apart.
 */
import type { TFunction } from 'i18next';
import type { DownloadPlan } from '../../shared/api/gallery';
import { partsOffered } from './api/downloads';
import { formatBytes } from './format-bytes';

export interface PartLine {
  part: DownloadPlan['parts'][number];
  text: string;
  linkLabel: string;
}

export function partsListTexts(
  plan: DownloadPlan,
  t: TFunction,
  language: string,
): { intro: string; lines: PartLine[] } {
  const offered = partsOffered(plan);
  const lines = offered.map((part) => {
    const text = t('downloads.parts.part', {
      part: part.part,
      count: plan.parts.length,
      files: part.files,
      size: formatBytes(part.size, language),
    });
    return { part, text, linkLabel: `${t('downloads.parts.download')}: ${text}` };
  });
  const intro =
    offered.length === 0
      ? t('downloads.parts.empty')
      : t('downloads.parts.intro', {
          count: plan.parts.length,
          size: formatBytes(plan.partMaxBytes, language),
        });
  return { intro, lines };
}
