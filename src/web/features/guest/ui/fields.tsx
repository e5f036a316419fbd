/** The guest page's form fields: a label, the control, a hint and the error, wired for screen readers. */
import { IconEyeOff } from '@tabler/icons-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { eyeIcon, iconSvgAttributes } from '../../../../shared/domain/guest-look';
import classes from './ui.module.css';

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
            // Drawn as the protected event's first HTML draws it (server/http/guest-html.ts).
            <svg {...iconSvgAttributes} width="20" height="20" aria-hidden="true">
              {eyeIcon.map((d) => (
                <path key={d} d={d} />
              ))}
            </svg>
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
