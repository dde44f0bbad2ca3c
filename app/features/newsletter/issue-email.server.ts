// One subscriber's copy of a newsletter issue: the HTML part from the shared Markdown renderer
// (lib/markdown.server.ts), a text part, the personal unsubscribe link in both, RFC 8058 one-click
// headers and a Message-ID fixed per issue and subscriber (a copy handed to SMTP twice after a
// crash is shown once by mail clients). The preview and the test send use the same builder.
import type { OutgoingEmail } from "~/lib/email.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { unsubscribeHeaders, unsubscribeUrl } from "./emails";

export interface IssueContent {
  id: number;
  subject: string;
  body: string;
}

export interface IssueSite {
  siteUrl: string;
  name: string;
  shortName: string;
  address: string;
}

export interface IssueParts {
  /** The rendered, sanitised body alone (what the back-office preview shows). */
  bodyHtml: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Site paths ("/blog/…") become absolute: a mail client has no site to resolve them against. */
function absoluteLinks(html: string, siteUrl: string): string {
  return html.replace(/(href|src)="\/(?![/\\])/g, `$1="${siteUrl}/`);
}

/** The Markdown source reads well as text; links become "text (url)" with site paths made absolute. */
function markdownAsText(body: string, siteUrl: string): string {
  return body.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_all, label: string, url: string) => `${label} (${url.startsWith("/") && !url.startsWith("//") ? siteUrl + url : url})`);
}

// The body is rendered once per text, not once per subscriber (2 000 copies of one issue).
const rendered = new Map<string, string>();
function renderBody(body: string, siteUrl: string): string {
  const key = `${siteUrl}\u0000${body}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = absoluteLinks(renderMarkdown(body), siteUrl);
    if (rendered.size >= 8) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

/** The parts of an issue as one subscriber receives it (`unsubscribeLink`: their personal link, or null for a test). */
export function issueParts(issue: Pick<IssueContent, "subject" | "body">, site: IssueSite, unsubscribeLink: string | null): IssueParts {
  const bodyHtml = renderBody(issue.body, site.siteUrl);
  const unsubscribeHtml = unsubscribeLink
    ? `<a href="${escapeHtml(unsubscribeLink)}" style="color:#1d4ed8">Se désinscrire en un clic</a>`
    : "Lien de désinscription personnel (remplacé pour chaque abonné)";
  const html = [
    "<!doctype html>",
    `<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(issue.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.6">`,
    `<div style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">`,
    `<p style="margin:0 0 16px;font-size:14px;color:#475569">${escapeHtml(site.name)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(issue.subject)}</h1>`,
    bodyHtml,
    `<hr style="margin:24px 0;border:none;border-top:1px solid #e2e8f0">`,
    `<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(site.shortName)} · ${escapeHtml(site.address)}<br>`,
    `Vous recevez cette lettre car vous vous êtes inscrit sur <a href="${escapeHtml(site.siteUrl)}" style="color:#1d4ed8">${escapeHtml(site.siteUrl.replace(/^https?:\/\//, ""))}</a>. ${unsubscribeHtml}</p>`,
    "</div></body></html>",
  ].join("\n");
  const text = [
    issue.subject,
    "",
    markdownAsText(issue.body, site.siteUrl),
    "",
    "—",
    `${site.shortName} · ${site.address}`,
    unsubscribeLink ? `Se désinscrire en un clic\u202f: ${unsubscribeLink}` : "Se désinscrire en un clic\u202f: (lien personnel de chaque abonné)",
  ].join("\n");
  return { bodyHtml, html, text };
}

/** The Message-ID of an issue's copy for one subscriber: the same at every attempt. */
export function issueMessageId(issueId: number, subscriberKey: string, siteUrl: string): string {
  const host = new URL(siteUrl).hostname || "localhost";
  return `<newsletter-${issueId}-${subscriberKey}@${host}>`;
}

/** The email of an issue for one subscriber (or for a test, `subscriber` with the tester's address). */
export function issueEmail(
  issue: IssueContent,
  site: IssueSite,
  subscriber: { email: string; id: string | null; unsubscribeToken: string | null },
  options: { test?: boolean } = {},
): OutgoingEmail {
  const link = subscriber.unsubscribeToken ? unsubscribeUrl(site.siteUrl, subscriber.unsubscribeToken) : null;
  const parts = issueParts(issue, site, link);
  return {
    to: subscriber.email,
    subject: options.test ? `[Test] ${issue.subject}` : issue.subject,
    text: parts.text,
    html: parts.html,
    headers: subscriber.unsubscribeToken
      ? unsubscribeHeaders({ siteUrl: site.siteUrl, unsubscribeToken: subscriber.unsubscribeToken })
      : // A test to an address that is not subscribed: the header points at the unsubscribe page, which explains.
        { "List-Unsubscribe": `<${site.siteUrl}/newsletter/desinscription>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    ...(options.test || !subscriber.id ? {} : { messageId: issueMessageId(issue.id, subscriber.id, site.siteUrl) }),
  };
}
