/**
 * The server's hint in the page it sent (`<meta name="momenty-session" content="none">`): it saw
 * no session cookie, so nobody is signed in and nothing of an owner's needs asking for.
 */
export function serverSawNoSession(doc: Document = document): boolean {
  return doc.querySelector('meta[name="momenty-session"]')?.getAttribute('content') === 'none';
}
