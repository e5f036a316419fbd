/** A colour field that hands on only complete `#rrggbb` values (typing `#a6` changes nothing yet). */
import { ColorInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const hexColor = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

const swatches = [
  '#ffffff',
  '#f4ece6',
  '#e6ddd4',
  '#2e2722',
  '#000000',
  '#a65442',
  '#c9a227',
  '#6b8f71',
  '#3b5b92',
  '#7d4e8c',
];

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function ColorField({ label, value, onChange, disabled }: ColorFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <ColorInput
      label={label}
      value={text}
      format="hex"
      swatches={swatches}
      swatchesPerRow={10}
      disabled={disabled}
      onChange={(next) => {
        setText(next);
        if (hexColor.test(next)) onChange(next.toLowerCase());
      }}
      onBlur={() => setText(value)}
      popoverProps={{ withinPortal: true }}
      // Where the browser can pick a colour off the screen, its button says what it does.
      eyeDropperButtonProps={{
        'aria-label': t('eventSettings.guestPage.pickColor', { label }),
        title: t('eventSettings.guestPage.pickColor', { label }),
      }}
    />
  );
}
