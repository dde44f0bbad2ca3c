// Security headers for every response: an enforced CSP (H1) and the hardening headers of H2.
// HSTS only when the site is served over HTTPS. Two script policies (ADR 0027): an application
// page (React Router's inline scripts) gets a per-request nonce with 'strict-dynamic', which every
// response carries unless told otherwise; a document runs only files of this origin and its one
// inline script, the speculation rules, allowed by their hash — the same policy on every
// response, so that a cached document is sent as stored bytes (server/request-handler.ts sets it).
import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { SPECULATION_RULES_TEXT } from "~/lib/speculation";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface SecurityHeaderOptions {
  dev: boolean;
  https: boolean;
  /** Other sites images may come from: the map's tile servers ("https://*.tile.openstreetmap.org"). */
  imageSources?: readonly string[];
}

/** The CSP source of the speculation rules' inline script (app/root.tsx renders it on documents). */
export const SPECULATION_RULES_SOURCE = `'sha256-${createHash("sha256").update(SPECULATION_RULES_TEXT).digest("base64")}'`;

/**
 * What may run: `{ nonce }` for an application page (the nonce of this response, and the scripts
 * its scripts load); "document" for a document (module files of this origin, which import
 * others of this origin, and the speculation rules).
 */
export type ScriptPolicy = { nonce: string } | "document";

export function contentSecurityPolicy(scripts: ScriptPolicy, { dev, https, imageSources = [] }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts === "document" ? ["'self'", SPECULATION_RULES_SOURCE] : ["'self'", `'nonce-${scripts.nonce}'`, "'strict-dynamic'"],
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
  // The nonce policy around its nonce, joined once: each response only puts its nonce in between.
  const [beforeNonce, afterNonce] = contentSecurityPolicy({ nonce: "\0" }, options).split("\0") as [string, string];
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", beforeNonce + nonce + afterNonce);
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
