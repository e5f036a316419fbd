/**
 * A button that copies a text (a link, a code) to the clipboard and says "copied" for two
 * seconds. Browsers without the clipboard API, or that refuse it, are reported through
 * `onFailedChange` so the screen can ask to copy by hand.
 */
import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface CopyTextButtonProps {
  value: string;
  label: string;
  copiedLabel: string;
  /** Told `false` at each try and `true` when copying failed. */
  onFailedChange: (failed: boolean) => void;
  /** The idle look: filled (the page's main action) or default. */
  variant?: 'filled' | 'default';
}

export function CopyTextButton({
  value,
  label,
  copiedLabel,
  onFailedChange,
  variant = 'filled',
}: CopyTextButtonProps) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'light' : variant}
          color={copied ? 'teal' : undefined}
          leftSection={
            copied ? (
              <IconCheck size={18} aria-hidden="true" />
            ) : (
              <IconCopy size={18} aria-hidden="true" />
            )
          }
          onClick={() => {
            onFailedChange(false);
            if (!navigator.clipboard?.writeText) {
              onFailedChange(true);
              return;
            }
            navigator.clipboard.writeText(value).then(
              () => copy(),
              () => onFailedChange(true),
            );
          }}
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
