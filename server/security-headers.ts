// Security headers for every response: an enforced CSP with a per-request nonce (H1) and the
// hardening headers of H2. HSTS only when the site is served over HTTPS.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, { dev, https }: { dev: boolean; https: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://*.tile.openstreetmap.org", "https://server.arcgisonline.com"],
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

export function securityHeaders({ dev, https }: { dev: boolean; https: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { dev, https }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.removeHeader("X-Powered-By");
    next();
  };
}
