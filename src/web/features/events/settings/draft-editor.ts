/** What a settings tab gets to read and change the form's draft (owned by event-settings.tsx). */
import type { EventSettings } from '../../../../shared/api/events';
import type { PasswordDraft } from './password-section';
import type { DraftErrors, EditableStyle, SettingsDraft } from './settings-model';

export interface DraftEditor {
  draft: SettingsDraft;
  errors: DraftErrors;
  update: <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => void;
  updateSettings: (patch: Partial<EventSettings>) => void;
  updateStyle: (patch: Partial<EditableStyle>) => void;
  /** The typed guests' password, set by Save with the rest. */
  password: PasswordDraft;
  setPassword: (draft: PasswordDraft) => void;
}
