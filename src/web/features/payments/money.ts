/** Amounts in grosze as złote in the interface language ("250 zł", "PLN 250"). */
export function formatMoney(grosze: number, language: string): string {
  const whole = grosze % 100 === 0;
  return new Intl.NumberFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    style: 'currency',
    currency: 'PLN',
    currencyDisplay: language === 'pl' ? 'symbol' : 'code',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(grosze / 100);
}
