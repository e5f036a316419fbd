/**
 * Patterns made of catalogue text, for the tests and the journeys: the text is matched
 * literally, since catalogue sentences carry punctuation ("." "?" "(") that a pattern would
 * otherwise read as syntax.
 */

/** `text` as the source of a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A name or label that starts with `text` (a required-field asterisk or a description follows). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

/** A name or label that contains `text` anywhere. */
export function containing(text: string): RegExp {
  return new RegExp(escapeRegExp(text));
}
