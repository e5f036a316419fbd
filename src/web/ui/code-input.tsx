/**
 * A 6-digit code (from an e-mail or an authenticator app): six boxes that
 * accept digits only, open the numeric keyboard on phones and let the phone
 * fill the code from an SMS or e-mail (autocomplete one-time-code). The
 * boxes share the available width, down to 320 px screens. The boxes report
 * a complete code once per mount: give the input a new `key` for another try.
 */
import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';
import classes from './code-input.module.css';

export const codeLength = 6;

export interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once all six digits are in. */
  onComplete?: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function CodeInput({
  label,
  value,
  onChange,
  onComplete,
  error,
  disabled,
  autoFocus,
}: CodeInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: `${id}-label`, htmlFor: `${id}-1` }}
      error={error || undefined}
      errorProps={{ id: errorId }}
      classNames={{ root: classes.wrapper }}
    >
      <PinInput
        id={id}
        aria-labelledby={`${id}-label`}
        length={codeLength}
        type="number"
        inputMode="numeric"
        oneTimeCode
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={disabled}
        autoFocus={autoFocus}
        placeholder=""
        size="lg"
        gap="xs"
        ariaLabel={label}
        getInputProps={() => (error ? { 'aria-describedby': errorId } : {})}
        classNames={{ root: classes.root, pinInput: classes.box, input: classes.input }}
      />
    </Input.Wrapper>
  );
}
