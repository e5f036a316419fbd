/**
 * The guest page's controls: buttons, alerts, fields, a progress bar, a
 * spinner and a dialog, with native elements and one small stylesheet. The
 * guest entry ships these instead of the owner app's component library.
 */
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import {
  type ButtonHTMLAttributes,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import classes from './ui.module.css';

type ButtonVariant = 'filled' | 'light' | 'subtle' | 'outline';

export interface GuestButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  loading?: boolean;
  leftSection?: ReactNode;
}

export function GuestButton({
  variant = 'filled',
  size = 'md',
  fullWidth,
  loading,
  leftSection,
  children,
  className,
  type = 'button',
  disabled,
  ...rest
}: GuestButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={className ? `${classes.button} ${className}` : classes.button}
      data-variant={variant}
      data-size={size}
      data-full={fullWidth || undefined}
    >
      {loading ? <GuestLoader size="sm" /> : leftSection}
      {children}
    </button>
  );
}

export function IconButton({
  label,
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...rest}
      className={className ? `${classes.iconButton} ${className}` : classes.iconButton}
    >
      {children}
    </button>
  );
}

export type Tone = 'info' | 'warning' | 'error' | 'success';

export function GuestAlert({
  tone = 'info',
  title,
  children,
  role,
  onClose,
  closeLabel,
  className,
  testId,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={className ? `${classes.alert} ${className}` : classes.alert}
      data-tone={tone}
      role={role}
      data-testid={testId}
    >
      <div className={classes.alertBody}>
        {title && <strong className={classes.alertTitle}>{title}</strong>}
        {children}
      </div>
      {onClose && (
        <IconButton label={closeLabel ?? ''} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </IconButton>
      )}
    </div>
  );
}

interface FieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

function Field({
  id,
  label,
  description,
  error,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {description && (
        <span className={classes.description} id={`${id}-description`}>
          {description}
        </span>
      )}
      {error && (
        <span className={classes.error} id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

function describedBy(id: string, { description, error }: FieldProps): string | undefined {
  const ids = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** What every text control of a field carries: its id, look, and invalid and described states. */
function controlProps(id: string, field: FieldProps) {
  return {
    id,
    className: classes.input,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy(id, field),
  } as const;
}

export function TextField({
  label,
  description,
  error,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field id={id} label={label} description={description} error={error}>
      <input type="text" {...input} {...controlProps(id, { label, description, error })} />
    </Field>
  );
}

export function TextAreaField({
  label,
  description,
  error,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field id={id} label={label} description={description} error={error}>
      <textarea rows={3} {...input} {...controlProps(id, { label, description, error })} />
    </Field>
  );
}

export function PasswordField({
  label,
  description,
  error,
  showLabel,
  hideLabel,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { showLabel: string; hideLabel: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} description={description} error={error}>
      <span className={classes.passwordWrap}>
        <input
          {...input}
          type={visible ? 'text' : 'password'}
          {...controlProps(id, { label, description, error })}
        />
        <button
          type="button"
          className={classes.reveal}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? (
            <IconEyeOff size={20} aria-hidden="true" />
          ) : (
            <IconEye size={20} aria-hidden="true" />
          )}
        </button>
      </span>
    </Field>
  );
}

/** A native select: the phone's own picker, which always opens where a finger can reach it. */
export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={classes.input}
        value={value}
        onChange={(change) => onChange(change.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ProgressBar({
  value,
  label,
  tone,
}: {
  value: number;
  label: string;
  tone?: 'success' | 'calm';
}) {
  const rounded = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={classes.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      data-tone={tone}
    >
      <span style={{ width: `${rounded}%` }} />
    </div>
  );
}

export function GuestLoader({ label, size }: { label?: string; size?: 'sm' }) {
  if (!label) return <span className={classes.loader} data-size={size} aria-hidden="true" />;
  return (
    <span role="status" className={classes.loader} data-size={size}>
      <span className={classes.visuallyHidden}>{label}</span>
    </span>
  );
}

export function Stack({
  gap,
  children,
  className,
}: {
  gap?: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={className ? `${classes.stack} ${className}` : classes.stack}
      style={gap === undefined ? undefined : ({ '--gap': `${gap}px` } as CSSProperties)}
    >
      {children}
    </div>
  );
}

export function Row({
  gap,
  justify,
  children,
  className,
}: {
  gap?: number;
  justify?: CSSProperties['justifyContent'];
  children: ReactNode;
  className?: string;
}) {
  const style = {
    ...(gap === undefined ? {} : { '--gap': `${gap}px` }),
    ...(justify ? { '--justify': justify } : {}),
  } as CSSProperties;
  return (
    <div className={className ? `${classes.row} ${className}` : classes.row} style={style}>
      {children}
    </div>
  );
}

export function Dimmed({ children }: { children: ReactNode }) {
  return <p className={classes.dimmed}>{children}</p>;
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={classes.visuallyHidden}>{children}</span>;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: full screen on phones, centred on larger screens. Escape and
 * the close button close it; focus moves in, stays in and goes back.
 */
export function GuestDialog({
  opened,
  onClose,
  title,
  closeLabel,
  children,
  size,
  className,
}: {
  opened: boolean;
  onClose: () => void;
  title?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  size?: 'full';
  className?: string;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!opened) return;
    const before = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = box.current?.querySelector<HTMLElement>(
      'input:not([type="hidden"]), textarea, select, [data-autofocus]',
    );
    (first ?? box.current)?.focus();
    const onKey = (key: KeyboardEvent) => {
      if (key.key === 'Escape') {
        key.stopPropagation();
        close.current();
        return;
      }
      if (key.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(focusable)];
      const [start, end] = [items[0], items[items.length - 1]];
      if (!start || !end) return;
      if (key.shiftKey && document.activeElement === start) {
        key.preventDefault();
        end.focus();
      } else if (!key.shiftKey && document.activeElement === end) {
        key.preventDefault();
        start.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, [opened]);

  if (!opened) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap beside the dialog closes it; keys have Escape.
    <div
      className={classes.overlay}
      onMouseDown={(down) => {
        if (down.target === down.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : closeLabel}
        tabIndex={-1}
        className={className ? `${classes.dialog} ${className}` : classes.dialog}
        data-size={size}
      >
        <div className={classes.dialogHeader}>
          {title ? (
            <h2 id={titleId} className={classes.dialogTitle}>
              {title}
            </h2>
          ) : (
            <span className={classes.dialogTitle} />
          )}
          <IconButton label={closeLabel} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </IconButton>
        </div>
        <div className={classes.dialogBody}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

export { classes as guestUiClasses };
