/**
 * Security headers of every answer: a strict CSP for the SPA, no sniffing, no
 * framing. A route that sets a stricter CSP of its own (uploaded media:
 * `default-src 'none'; sandbox`) keeps it.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * @param options.mediaOrigins other origins that serve images, video and audio:
 * a CDN in front of the files, or the bucket that /media redirects to
 * (browsers check a redirect's target against img-src and media-src too)
 */
export function securityHeaders(options: {
  https: boolean;
  mediaOrigins?: string[];
}): MiddlewareHandler {
  const mediaOrigins = options.mediaOrigins ?? [];
  const siteHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes style attributes and a style element at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins],
      mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.https ? 'max-age=15552000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      camera: ['self'],
      microphone: ['self'],
      geolocation: [],
    },
  });
  return async (c, next) => {
    let own: string | null = null;
    await siteHeaders(c, async () => {
      await next();
      own = c.res.headers.get('Content-Security-Policy');
    });
    if (own !== null) c.res.headers.set('Content-Security-Policy', own);
  };
}
