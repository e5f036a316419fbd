/** The terms of service (/terms). */
import { LegalDocument } from './legal-document';

const sections = [
  'operator',
  'service',
  'accounts',
  'plans',
  'withdrawal',
  'content',
  'visibility',
  'rules',
  'periods',
  'termination',
  'liability',
  'complaints',
  'changes',
] as const;

export function TermsPage() {
  return <LegalDocument document="terms" sections={sections} />;
}
