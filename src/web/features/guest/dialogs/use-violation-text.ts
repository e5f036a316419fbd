/** Turns a broken shared rule into a sentence in the guest's language, naming the file it is about. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Violation } from '../../../../shared/domain/violation';

export function useViolationText(): (violation: Violation, files: readonly File[]) => string {
  const { t } = useTranslation();
  return useCallback(
    (violation, files) => {
      const text = t(violation.key, violation.params);
      const index = violation.params.index;
      const file = typeof index === 'number' ? files[index] : undefined;
      return file ? t('guest.upload.fileError', { name: file.name, error: text }) : text;
    },
    [t],
  );
}
