/** The line above the guest page that says why it cannot take uploads now (or that it is the demo). */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n/index';
import classes from './guest-page.module.css';

export function PageNotice({
  notice,
  demo,
  language,
  colors,
}: {
  notice: string;
  demo: boolean;
  language: Language;
  /** The event's button colours, which the notice wears. */
  colors: { color: string; textColor: string };
}) {
  const { t } = useTranslation();
  return (
    <p
      className={classes.notice}
      role="status"
      style={
        {
          '--notice-bg': colors.color,
          '--notice-color': colors.textColor,
          margin: 0,
        } as CSSProperties
      }
    >
      {notice}
      {demo && (
        <>
          {' '}
          <a
            className={classes.noticeLink}
            href={`/?tab=signUp&lang=${language}`}
            data-testid="demo-sign-up"
          >
            {t('guest.demoSignUp')}
          </a>
        </>
      )}
    </p>
  );
}
