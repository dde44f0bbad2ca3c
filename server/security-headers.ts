// Security headers for every response: an enforced CSP with a per-request nonce (H1) and the
// hardening headers of H2. HSTS only when the site is served over HTTPS.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface SecurityHeaderOptions {
  dev: boolean;
  https: boolean;
  /** Other sites images may come from: the map's tile servers ("https://*.tile.openstreetmap.org"). */
  imageSources?: readonly string[];
}

export function contentSecurityPolicy(nonce: string, { dev, https, imageSources = [] }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...imageSources],
    "font-src": ["'self'"],
    "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
  if (https) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)");
    if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.removeHeader("X-Powered-By");
    next();
  };
}
