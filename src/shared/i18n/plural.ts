/**
 * The plural category of a count in a language (`one`, `few`, `many`, `other`…), by the
 * language's rules: the sub-key of a counted catalogue text. The rules are built once per
 * language: every counted text of a page or an e-mail asks.
 */
const rulesByLanguage = new Map<string, Intl.PluralRules>();

export function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules.select(count);
}
