/** The terms of service (/terms). */
import { LegalDocument } from './legal-document';

const sections = [
  'operator',
  'service',
  'accounts',
  'plans',
  'content',
  'visibility',
  'rules',
  'periods',
  'liability',
  'complaints',
  'changes',
] as const;

export function TermsPage() {
  return <LegalDocument document="terms" sections={sections} />;
}
