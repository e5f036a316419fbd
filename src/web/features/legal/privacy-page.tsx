/** The privacy policy (/privacy). */
import { LegalDocument } from './legal-document';

const sections = [
  'controller',
  'owners',
  'guests',
  'contactForm',
  'originals',
  'emails',
  'recipients',
  'legalBasis',
  'retention',
  'cookies',
  'security',
  'transfers',
  'rights',
  'contact',
] as const;

export function PrivacyPage() {
  return <LegalDocument document="privacy" sections={sections} />;
}
