/**
 * The phrase an owner types to confirm a deletion that cannot be undone (an event, an album):
 * the phrase of the interface's language, compared as the server compares it, so the button
 * it guards is enabled exactly when the server will take the phrase.
 */
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePhrases, isDeletePhrase } from '../../shared/domain/validation';
import { currentLanguage } from '../app/i18n';

export interface DeletePhrase {
  /** What the owner typed: sent to the server as the confirmation. */
  typed: string;
  /** Whether it is the phrase (the deletion may be asked for). */
  matches: boolean;
  phrase: string;
  setTyped: (typed: string) => void;
}

export function useDeletePhrase(): DeletePhrase {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [typed, setTyped] = useState('');
  return {
    typed,
    matches: isDeletePhrase(typed, language),
    phrase: deletePhrases[language],
    setTyped,
  };
}

/** The field for the phrase; `label` says what to type (given the phrase). */
export function DeletePhraseInput({
  confirm,
  label,
}: {
  confirm: DeletePhrase;
  label: (phrase: string) => string;
}) {
  return (
    <TextInput
      label={label(confirm.phrase)}
      value={confirm.typed}
      onChange={(change) => confirm.setTyped(change.currentTarget.value)}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      data-autofocus
    />
  );
}
