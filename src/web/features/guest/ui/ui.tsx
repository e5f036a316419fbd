/**
 * The guest page's controls: buttons, alerts, a progress bar, a spinner and the
 * layout helpers, with native elements and one small stylesheet (fields.tsx and
 * dialog.tsx hold the form fields and the dialog). The guest entry ships these
 * instead of the owner app's component library.
 */
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
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

export { classes as guestUiClasses };
