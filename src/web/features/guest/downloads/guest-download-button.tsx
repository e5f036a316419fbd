/**
 * The guests' "Download all photos (ZIP)": asks the server for the plan first; one part starts
 * at once, several open a list to download them one by one (each a complete archive). Built on
 * the guest page's own controls, so the guest entry carries no component library.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadPlan } from '../../../../shared/api/gallery';
import { useErrorMessage } from '../../../app/api';
import { getDownloadPlan, startOrList } from '../../../shared/api/downloads';
import { partsListTexts } from '../../../shared/download-parts';
import { GuestDialog } from '../ui/dialog';
import { GuestAlert, GuestButton, Row, Stack } from '../ui/ui';

export function GuestDownloadButton({
  eventId,
  label,
  leftSection,
  className,
}: {
  eventId: string;
  label: string;
  leftSection?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [loading, setLoading] = useState(false);
  const [plan, setPlan] = useState<DownloadPlan | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setLoading(true);
    setError(null);
    try {
      setPlan(startOrList(await getDownloadPlan(eventId, 'guest')));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <GuestButton
        className={className}
        loading={loading}
        leftSection={leftSection}
        onClick={() => void onClick()}
      >
        {label}
      </GuestButton>
      {error && (
        <GuestAlert
          tone="error"
          role="alert"
          onClose={() => setError(null)}
          closeLabel={t('common.actions.close')}
        >
          {error}
        </GuestAlert>
      )}
      <GuestDialog
        opened={plan !== null}
        onClose={() => setPlan(null)}
        title={t('downloads.parts.title')}
        closeLabel={t('common.actions.close')}
      >
        {plan && <PartsList plan={plan} />}
      </GuestDialog>
    </>
  );
}

function PartsList({ plan }: { plan: DownloadPlan }) {
  const { t, i18n } = useTranslation();
  const { intro, lines } = partsListTexts(plan, t, i18n.language);
  return (
    <Stack gap={12}>
      <p style={{ margin: 0 }}>{intro}</p>
      {lines.map(({ part, text, linkLabel }) => (
        <Row key={part.part} justify="space-between" gap={8}>
          <span style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>{text}</span>
          <a href={part.url} download={part.fileName} aria-label={linkLabel}>
            {t('downloads.parts.download')}
          </a>
        </Row>
      ))}
    </Stack>
  );
}
