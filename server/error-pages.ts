// French answers for requests refused before they reach React Router (no layout, no script):
// wrong method, oversized body, too many requests, and the last-resort 500.
import type { Response } from "express";
import { errorMessage } from "~/lib/error-messages";

/** The statuses the server answers itself; their words come from the site's shared table. */
export type ServerErrorStatus = 405 | 413 | 429 | 500;

export function frenchErrorHtml(status: ServerErrorStatus, extra?: string): string {
  const { title, text } = errorMessage(status);
  return `<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ADPL</title><h1>${title}</h1><p>${text}</p>${extra ? `<p>${extra}</p>` : ""}<p><a href="/">Retour à l’accueil</a></p></html>`;
}

/**
 * Sends one of these pages. `close` ends the connection after the answer, so the rest of a
 * refused body is never read.
 */
export function sendFrenchError(res: Response, status: ServerErrorStatus, options: { close?: boolean; extra?: string; headers?: Record<string, string> } = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  // Node closes the socket after an answer marked "Connection: close" instead of reading on.
  if (options.close) res.setHeader("Connection", "close");
  res.status(status).type("text/html; charset=utf-8").setHeader("Cache-Control", "no-store");
  res.send(frenchErrorHtml(status, options.extra));
}
