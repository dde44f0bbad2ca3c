// French answers for requests refused before they reach React Router (no layout, no script):
// wrong method, oversized body, too many requests, and the last-resort 500.
import type { Response } from "express";

const pages = {
  405: { title: "Méthode non autorisée", text: "Cette adresse ne peut pas être utilisée de cette façon. Utilisez les liens et formulaires du site." },
  413: { title: "Envoi trop volumineux", text: "Les données envoyées dépassent la taille autorisée pour ce formulaire. Raccourcissez votre texte et réessayez." },
  429: { title: "Trop de requêtes", text: "Vous avez envoyé trop de formulaires en peu de temps. Merci de réessayer dans quelques instants." },
  500: { title: "Une erreur est survenue", text: "Nous n’avons pas pu traiter votre demande. Réessayez dans quelques instants ; si le problème persiste, écrivez-nous." },
} as const;

export type ServerErrorStatus = keyof typeof pages;

export function frenchErrorHtml(status: ServerErrorStatus, extra?: string): string {
  const { title, text } = pages[status];
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
