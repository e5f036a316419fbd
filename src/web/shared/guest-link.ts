/** The guest page's link as its QR codes encode it: the site's address, else this page's origin. */
export function guestLink(eventId: string, baseUrl: string | undefined): string {
  const origin = (baseUrl || globalThis.location?.origin || '').replace(/\/+$/, '');
  return `${origin}/public/${encodeURIComponent(eventId)}`;
}
