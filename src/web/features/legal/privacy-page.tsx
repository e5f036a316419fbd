/** The privacy policy (/privacy). */
import { LegalDocument } from './legal-document';

const sections = [
  'controller',
  'owners',
  'guests',
  'originals',
  'recipients',
  'legalBasis',
  'retention',
  'cookies',
  'rights',
  'contact',
] as const;

export function PrivacyPage() {
  return <LegalDocument document="privacy" sections={sections} />;
}
