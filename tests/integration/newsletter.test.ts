// Newsletter double opt-in through the real SMTP protocol: subscribe, confirm, unsubscribe.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb, rows } from "~/db/client.server";
import { runRetention } from "~/features/retention/purge.server";
import { newsletterSubscribers } from "~/db/schema";
import {
  CONFIRM_TOKEN_TTL_MS,
  RESEND_INTERVAL_MS,
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "~/features/newsletter/mutations.server";
import { confirmLinkState, unsubscribeLinkState } from "~/features/newsletter/queries.server";
import { IDEMPOTENCY_FIELD } from "~/lib/form-fields";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { action as newsletterAction } from "~/routes/public/newsletter";
import { formRequest, uniqueEmail, contextFor } from "../factories";
import { smtp } from "../setup/integration";
import { drainJobs } from "../setup/jobs";

beforeEach(() => smtp.clear());

async function subscriber(email: string) {
  const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

function tokenFrom(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

async function subscribeAndReadEmail(email: string, now = new Date()) {
  await subscribeToNewsletter(getDb(), { email, source: "accueil" }, now);
  return smtp.waitFor((m) => m.to.includes(email));
}

describe("double opt-in", () => {
  test("subscribing stores a pending subscriber and emails a confirmation link; confirming makes it confirmed", async () => {
    const email = uniqueEmail("lettre");
    const mail = await subscribeAndReadEmail(email);
    expect(mail.subject).toMatch(/Confirmez votre inscription/);
    const token = tokenFrom(mail.text, "/newsletter/confirmation");

    const pending = await subscriber(email);
    expect(pending).toMatchObject({ status: "pending", source: "accueil", confirmedAt: null });
    // Only the token's hash is stored.
    expect(pending?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(await confirmLinkState(getDb(), token)).toBe("pending");

    expect(await confirmNewsletterSubscription(getDb(), token)).toBe("confirmed");
    const confirmed = await subscriber(email);
    expect(confirmed?.status).toBe("confirmed");
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    // Clicking the link again is harmless.
    expect(await confirmNewsletterSubscription(getDb(), token)).toBe("already-confirmed");
    expect(await confirmLinkState(getDb(), token)).toBe("confirmed");
  });

  test("every newsletter email carries one-click unsubscribe headers and a visible link", async () => {
    const email = uniqueEmail("entetes");
    const mail = await subscribeAndReadEmail(email);
    const row = await subscriber(email);
    const url = `http://localhost:3000/newsletter/desinscription?token=${row?.unsubscribeToken}`;
    // mailparser groups the List-* headers under "list".
    expect(mail.headers.get("list")).toEqual({
      unsubscribe: { url },
      "unsubscribe-post": { name: "List-Unsubscribe=One-Click" },
    });
    expect(mail.text).toContain(url);
  });

  test("an expired confirmation link is refused and the subscriber stays pending", async () => {
    const email = uniqueEmail("expire");
    const sentAt = new Date();
    const token = tokenFrom((await subscribeAndReadEmail(email, sentAt)).text, "/newsletter/confirmation");
    const later = new Date(sentAt.getTime() + CONFIRM_TOKEN_TTL_MS + 1000);
    expect(await confirmLinkState(getDb(), token, later)).toBe("invalid");
    expect(await confirmNewsletterSubscription(getDb(), token, later)).toBe("invalid");
    expect((await subscriber(email))?.status).toBe("pending");
  });

  test("an unknown token confirms nothing", async () => {
    expect(await confirmNewsletterSubscription(getDb(), "x".repeat(43))).toBe("invalid");
  });

  test("an expired request is kept by later subscriptions and deleted by the daily retention job, as the privacy policy says", async () => {
    const email = uniqueEmail("oubli");
    const sentAt = new Date();
    await subscribeAndReadEmail(email, sentAt);
    const later = new Date(sentAt.getTime() + CONFIRM_TOKEN_TTL_MS + 1000);
    await subscribeToNewsletter(getDb(), { email: uniqueEmail("autre"), source: "accueil" }, later);
    expect(await subscriber(email)).toBeDefined();
    await runRetention(getDb(), later, ["newsletterPending"]);
    expect(await subscriber(email)).toBeUndefined();
  });

  test("the request and its email job are stored in one transaction, the email sent by the queue", async () => {
    const email = uniqueEmail("file");
    await subscribeToNewsletter(getDb(), { email, source: "accueil" });
    const [job] = rows<{ kind: string }>(await getDb().execute(sql`select data->>'kind' as kind from pgboss.job where name = 'email.send' and data->'message'->>'to' = ${email}
      union all select data->>'kind' from pgboss.archive where name = 'email.send' and data->'message'->>'to' = ${email}`));
    expect(job?.kind).toBe("newsletter.confirmation");
    await drainJobs("email.send");
    expect(smtp.to(email)).toHaveLength(1);
  });
});

describe("duplicate subscriptions", () => {
  test("subscribing again while pending sends a new link (after the anti-flood interval) and the newest link works", async () => {
    const email = uniqueEmail("deux-fois");
    const first = new Date();
    const firstToken = tokenFrom((await subscribeAndReadEmail(email, first)).text, "/newsletter/confirmation");

    // Posted again at once: same outcome, no second email (anti-flood).
    await subscribeToNewsletter(getDb(), { email, source: "accueil" }, new Date(first.getTime() + 1000));
    await drainJobs("email.send");
    expect(smtp.to(email)).toHaveLength(1);

    smtp.clear();
    const second = new Date(first.getTime() + RESEND_INTERVAL_MS + 1000);
    const secondToken = tokenFrom((await subscribeAndReadEmail(email, second)).text, "/newsletter/confirmation");
    expect(secondToken).not.toBe(firstToken);
    const rows = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(await confirmNewsletterSubscription(getDb(), secondToken, second)).toBe("confirmed");
  });

  test("subscribing a confirmed address keeps it confirmed and only sends a short notice", async () => {
    const email = uniqueEmail("deja");
    const first = new Date();
    const token = tokenFrom((await subscribeAndReadEmail(email, first)).text, "/newsletter/confirmation");
    await confirmNewsletterSubscription(getDb(), token, first);
    smtp.clear();

    await expect(subscribeToNewsletter(getDb(), { email, source: "rencontres" }, new Date(first.getTime() + RESEND_INTERVAL_MS + 1000))).resolves.toBeUndefined();
    const notice = await smtp.waitFor((m) => m.to.includes(email));
    expect(notice.subject).toMatch(/déjà inscrit/);
    expect(notice.text).not.toMatch(/newsletter\/confirmation/);
    expect((await subscriber(email))?.status).toBe("confirmed");
  });

  test("the answer is the same when the email cannot be sent", async () => {
    const port = smtp.port;
    await smtp.stop();
    try {
      await expect(subscribeToNewsletter(getDb(), { email: uniqueEmail("panne"), source: "accueil" })).resolves.toBeUndefined();
      // The queue tries, then keeps the email as failed; nothing reaches the visitor.
      await drainJobs("email.send");
    } finally {
      await smtp.start(port);
    }
  });
});

describe("unsubscribe", () => {
  test("the unsubscribe link works once and is idempotent", async () => {
    const email = uniqueEmail("depart");
    const token = tokenFrom((await subscribeAndReadEmail(email)).text, "/newsletter/confirmation");
    await confirmNewsletterSubscription(getDb(), token);
    const unsubscribeToken = (await subscriber(email))!.unsubscribeToken;

    expect(await unsubscribeLinkState(getDb(), unsubscribeToken)).toBe("subscribed");
    expect(await unsubscribeFromNewsletter(getDb(), unsubscribeToken)).toBe(true);
    const gone = await subscriber(email);
    expect(gone?.status).toBe("unsubscribed");
    const at = gone?.unsubscribedAt;
    expect(at).toBeInstanceOf(Date);

    expect(await unsubscribeFromNewsletter(getDb(), unsubscribeToken)).toBe(true);
    expect((await subscriber(email))?.unsubscribedAt).toEqual(at);
    expect(await unsubscribeLinkState(getDb(), unsubscribeToken)).toBe("unsubscribed");
    // The old confirmation link cannot resubscribe the address.
    expect(await confirmNewsletterSubscription(getDb(), token)).toBe("invalid");
  });

  test("an unknown unsubscribe token changes nothing", async () => {
    expect(await unsubscribeFromNewsletter(getDb(), "y".repeat(43))).toBe(false);
    expect(await unsubscribeLinkState(getDb(), "y".repeat(43))).toBe("invalid");
  });

  test("an unsubscribed address can subscribe again through a new confirmation", async () => {
    const email = uniqueEmail("retour");
    await subscribeAndReadEmail(email);
    await unsubscribeFromNewsletter(getDb(), (await subscriber(email))!.unsubscribeToken);
    smtp.clear();
    const token = tokenFrom((await subscribeAndReadEmail(email)).text, "/newsletter/confirmation");
    expect((await subscriber(email))?.status).toBe("pending");
    expect(await confirmNewsletterSubscription(getDb(), token)).toBe("confirmed");
  });
});

describe("the /newsletter action", () => {
  type ActionArgs = Parameters<typeof newsletterAction>[0];
  const call = async (fields: Record<string, string>, clientIp: string) => {
    const request = formRequest("/newsletter", fields);
    return newsletterAction({ request, context: await contextFor(request, clientIp), params: {} } as unknown as ActionArgs);
  };

  test("a filled honeypot gets the ordinary answer; nothing is stored or sent", async () => {
    const email = uniqueEmail("robot");
    expect(await call({ email, source: "accueil", [HONEYPOT_FIELD]: "x" }, "10.1.0.1")).toMatchObject({ sent: true, failure: null });
    expect(await subscriber(email)).toBeUndefined();
    expect(smtp.to(email)).toHaveLength(0);
  });

  test("a subscription replayed under its idempotency key (made offline, then sent again) sends one confirmation", async () => {
    const email = uniqueEmail("hors-ligne");
    const key = randomUUID();
    expect(await call({ email, source: "accueil", [IDEMPOTENCY_FIELD]: key }, "10.1.0.3")).toMatchObject({ sent: true });
    expect(await call({ email, source: "accueil", [IDEMPOTENCY_FIELD]: key }, "10.1.0.3")).toMatchObject({ sent: true });
    await drainJobs("email.send");
    expect(smtp.to(email)).toHaveLength(1);
    expect((await subscriber(email))?.status).toBe("pending");
  });

  test("new, pending and confirmed addresses all get the same answer", async () => {
    const fresh = uniqueEmail("neuf");
    const confirmed = uniqueEmail("confirme");
    const token = tokenFrom((await subscribeAndReadEmail(confirmed, new Date(Date.now() - RESEND_INTERVAL_MS - 1000))).text, "/newsletter/confirmation");
    await confirmNewsletterSubscription(getDb(), token);
    const answers = [];
    for (const email of [fresh, fresh, confirmed]) answers.push(await call({ email, source: "accueil" }, "10.1.0.2"));
    expect(answers[0]).toMatchObject({ sent: true });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
