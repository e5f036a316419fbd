/** The guest dialogs' frame: full screen on phones, centred on larger screens. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestDialog } from '../ui/dialog';

export function GuestModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <GuestDialog
      opened={opened}
      onClose={onClose}
      title={title}
      closeLabel={t('common.actions.close')}
    >
      {children}
    </GuestDialog>
  );
}
