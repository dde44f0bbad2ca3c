// The member space through the job queue and the real SMTP protocol: address verification,
// password reset, email change, password change, sessions, personal-data export and account
// deletion; with SMTP down the emails are retried then listed as failed, and only an email that
// cannot be queued at all makes a form report the email service's failure.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { accounts, accountTokens, ideaSubmissions, memberships, photoSubmissions, sessions, users } from "~/db/schema";
import { ACCOUNT_EMAILS_PER_HOUR } from "~/features/account/account-emails.server";
import { createAccount } from "~/features/account/administrators.server";
import { loadContributions } from "~/features/account/contributions.server";
import { authIpLimiter, signIn, signUp } from "~/features/account/mutations.server";
import { DELETION_TERMS, deleteAccount, exportPersonalData, PERSONAL_DATA_PROVIDERS } from "~/features/account/personal-data.server";
import { changePassword } from "~/features/account/profile.server";
import { requestPasswordReset, resetPassword } from "~/features/account/recovery.server";
import { listSessions, revokeOtherSessions } from "~/features/account/sessions.server";
import { checkAccountToken, issueAccountToken, TOKEN_TTL_MS } from "~/features/account/tokens.server";
import { photoFileKeys } from "~/features/photos/files.server";
import { depositPhoto, moderatePhoto } from "~/features/photos/mutations.server";
import { confirmEmailLink, requestEmailChange, resendVerification } from "~/features/account/verification.server";
import { readSession, type SessionUser } from "~/lib/auth.server";
import { failedEmailJobs } from "~/lib/email-jobs.admin.server";
import { stopJobs } from "~/lib/jobs.server";
import { getStorage } from "~/lib/storage.server";
import { action as signOutAction } from "~/routes/member/sign-out";
import { loader as spaceLoader } from "~/routes/member/space";
import { contextFor, cookieFrom, formRequest, pageRequest, uniqueEmail, validPassword } from "../factories";
import { truncateAll } from "../setup/database";
import { restoreServices, smtp } from "../setup/integration";
import { drainJobs, startTestJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";

beforeEach(async () => {
  await truncateAll();
  await authIpLimiter.reset(getDb());
  smtp.clear();
});

afterEach(restoreServices);

let ip = 0;
const nextIp = () => `198.51.100.${(ip++ % 250) + 1}`;

/** The token of the first link to `path` in a captured email. */
function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([^\\s]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

async function signUpAndReadLink(email = uniqueEmail()) {
  const result = await signUp(getDb(), { firstName: "Camille", lastName: "Girard", email, password: validPassword, request: pageRequest("/espace"), clientIp: nextIp() });
  expect(result.status).toBe("ok");
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("Confirmez votre adresse"));
  return { email, token: linkToken(mail.text, "/espace/confirmation") };
}

/** Signs in: the session cookie and the member as the guards see them. */
async function session(email: string, password = validPassword): Promise<{ cookie: string; user: SessionUser }> {
  const login = await signIn(getDb(), { email, password, request: pageRequest("/espace", undefined), clientIp: nextIp() });
  if (login.status !== "ok") throw new Error(`sign-in failed: ${login.status}`);
  const cookie = cookieFrom(login.headers)
    .split("; ")
    .filter((c) => c.includes("session_token="))
    .join("; ");
  const { user } = await readSession(getDb(), pageRequest("/espace", cookie));
  if (!user) throw new Error("no session");
  return { cookie, user };
}

const stillSignedIn = async (cookie: string) => (await readSession(getDb(), pageRequest("/espace", cookie))).user !== null;

describe("address verification", () => {
  test("sign-up emails a single-use link; following it verifies the account; the link stores only a hash", async () => {
    const { email, token } = await signUpAndReadLink();
    const [before] = await getDb().select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(before?.verified).toBe(false);
    // Only the SHA-256 of the secret is in the database.
    const stored = await getDb().select().from(accountTokens);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token.split(".")[1]);

    expect(await confirmEmailLink(getDb(), token)).toEqual({ status: "verified", email });
    const [after] = await getDb().select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(after?.verified).toBe(true);
    expect((await session(email)).user.emailVerified).toBe(true);
    // Single use.
    expect(await confirmEmailLink(getDb(), token)).toEqual({ status: "used" });
  });

  test("an expired, tampered or superseded link is refused", async () => {
    const { email, token } = await signUpAndReadLink();
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    const [id, secret] = token.split(".") as [string, string];
    const flipped = `${id}.${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    expect((await checkAccountToken(getDb(), flipped, "verify_email")).status).toBe("invalid");
    expect((await checkAccountToken(getDb(), "pas-un-jeton", "verify_email")).status).toBe("invalid");
    // A link of another purpose does not verify.
    expect((await checkAccountToken(getDb(), token, "reset_password")).status).toBe("invalid");
    // 48 hours later it has expired.
    const later = new Date(Date.now() + TOKEN_TTL_MS.verify_email + 1000);
    expect((await checkAccountToken(getDb(), token, "verify_email", later)).status).toBe("expired");
    // A newer link replaces it.
    await issueAccountToken(getDb(), { userId: user!.id, purpose: "verify_email", email });
    expect(await confirmEmailLink(getDb(), token)).toEqual({ status: "invalid" });
  });

  test("the resend button sends a new link, at most ACCOUNT_EMAILS_PER_HOUR times an hour", async () => {
    const { email } = await signUpAndReadLink();
    const { user } = await session(email);
    for (let i = 0; i < ACCOUNT_EMAILS_PER_HOUR; i += 1) expect((await resendVerification(getDb(), user)).status).toBe("sent");
    expect((await resendVerification(getDb(), user)).status).toBe("rate_limited");
    await drainJobs("email.send");
    expect(smtp.to(email).filter((m) => m.subject.includes("Confirmez votre adresse"))).toHaveLength(1 + ACCOUNT_EMAILS_PER_HOUR);
  });

  test("when the mail server is down, sign-up and reset answer as usual: their emails are retried, then listed as failed; the link can be asked for later", async () => {
    const port = smtp.port;
    await smtp.stop();
    const email = uniqueEmail();
    try {
      const result = await signUp(getDb(), { firstName: "Lou", lastName: "Martin", email, password: validPassword, request: pageRequest("/espace"), clientIp: nextIp() });
      expect(result.status).toBe("ok");
      expect(await getDb().select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
      expect((await requestPasswordReset(getDb(), { email, clientIp: nextIp() })).status).toBe("sent");
      await drainJobs("email.send");
    } finally {
      await smtp.start(port);
    }
    const failed = (await failedEmailJobs(getDb())).filter((job) => job.to === email);
    expect(failed.map((job) => job.kind).sort()).toEqual(["account.reset", "account.sign-up"]);
    expect(failed.every((job) => job.attempts === TEST_EMAIL_RETRY_LIMIT + 1)).toBe(true);
    const { user } = await session(email);
    expect((await resendVerification(getDb(), user)).status).toBe("sent");
    await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("Confirmez votre adresse"));
  });

  test("when the email cannot even be queued (no queue to take it), sign-up and reset say so; the account is kept", async () => {
    const email = uniqueEmail();
    await stopJobs();
    const result = await signUp(getDb(), { firstName: "Noé", lastName: "Martin", email, password: validPassword, request: pageRequest("/espace"), clientIp: nextIp() });
    expect(result.status).toBe("email_failed");
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    expect((await requestPasswordReset(getDb(), { email, clientIp: nextIp() })).status).toBe("email_failed");
    await startTestJobs();
    const { user } = await session(email);
    expect((await resendVerification(getDb(), user)).status).toBe("sent");
    await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("Confirmez votre adresse"));
  });
});

describe("password reset", () => {
  test("an unknown address gets the same answer and no email", async () => {
    expect(await requestPasswordReset(getDb(), { email: uniqueEmail(), clientIp: nextIp() })).toEqual({ status: "sent" });
    await drainJobs("email.send");
    expect(smtp.messages).toHaveLength(0);
  });

  test("the link sets a new password, ends every session, signs in here, and works once", async () => {
    const { email } = await signUpAndReadLink();
    const first = await session(email);
    const second = await session(email);
    expect(await requestPasswordReset(getDb(), { email, clientIp: nextIp() })).toEqual({ status: "sent" });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("Réinitialisation"));
    const token = linkToken(mail.text, "/espace/nouveau-mot-de-passe");
    expect(mail.text).toContain("valable 1\u202fheure");

    const newPassword = "un tout nouveau mot de passe";
    const result = await resetPassword(getDb(), { token, newPassword, request: pageRequest("/espace/nouveau-mot-de-passe") });
    expect(result.status).toBe("done");
    expect(await stillSignedIn(first.cookie)).toBe(false);
    expect(await stillSignedIn(second.cookie)).toBe(false);
    // The answer signs the member in on this browser.
    const here = cookieFrom((result as { headers: Headers }).headers)
      .split("; ")
      .filter((c) => c.includes("session_token="))
      .join("; ");
    expect(await stillSignedIn(here)).toBe(true);
    expect((await signIn(getDb(), { email, password: validPassword, request: pageRequest("/espace"), clientIp: nextIp() })).status).toBe("invalid");
    expect((await signIn(getDb(), { email, password: newPassword, request: pageRequest("/espace"), clientIp: nextIp() })).status).toBe("ok");
    // Used once.
    expect((await resetPassword(getDb(), { token, newPassword: "encore un autre mot de passe", request: pageRequest("/") })).status).toBe("used");
  });

  test("an expired link is refused and changes nothing", async () => {
    const { email } = await signUpAndReadLink();
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    const token = await issueAccountToken(getDb(), { userId: user!.id, purpose: "reset_password", email, now: new Date(Date.now() - TOKEN_TTL_MS.reset_password - 1000) });
    const [hashBefore] = await getDb().select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, user!.id));
    expect((await resetPassword(getDb(), { token, newPassword: "un tout nouveau mot de passe", request: pageRequest("/") })).status).toBe("expired");
    const [hashAfter] = await getDb().select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, user!.id));
    expect(hashAfter).toEqual(hashBefore);
  });

  test("requests are limited per address, whether or not it has an account", async () => {
    for (const email of [uniqueEmail(), (await signUpAndReadLink()).email]) {
      for (let i = 0; i < ACCOUNT_EMAILS_PER_HOUR; i += 1) expect((await requestPasswordReset(getDb(), { email, clientIp: nextIp() })).status).toBe("sent");
      expect((await requestPasswordReset(getDb(), { email, clientIp: nextIp() })).status).toBe("rate_limited");
    }
  });
});

describe("profile changes", () => {
  test("changing the email: the current password is required, the new address confirms, the old one is told", async () => {
    const { email, token } = await signUpAndReadLink();
    await confirmEmailLink(getDb(), token);
    const { user } = await session(email);
    const newEmail = uniqueEmail("nouvelle");
    expect(await requestEmailChange(getDb(), user, { newEmail, currentPassword: "pas le bon" })).toEqual({ status: "wrong_password" });
    expect(await requestEmailChange(getDb(), user, { newEmail: email, currentPassword: validPassword })).toEqual({ status: "same_address" });
    expect(await requestEmailChange(getDb(), user, { newEmail, currentPassword: validPassword })).toEqual({ status: "sent", email: newEmail });

    const confirmation = await smtp.waitFor((m) => m.to.includes(newEmail));
    const warning = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("Changement d’adresse"));
    expect(warning.text).toContain(newEmail);
    // Nothing changes until the link is followed.
    expect((await getDb().select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]?.email).toBe(email);

    expect(await confirmEmailLink(getDb(), linkToken(confirmation.text, "/espace/confirmation"))).toEqual({ status: "email_changed", email: newEmail });
    const [after] = await getDb().select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(after).toEqual({ email: newEmail, verified: true });
    await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("a changé"));
    expect((await signIn(getDb(), { email: newEmail, password: validPassword, request: pageRequest("/espace"), clientIp: nextIp() })).status).toBe("ok");
  });

  test("a new address that became another account's in the meantime is not taken over", async () => {
    const { email } = await signUpAndReadLink();
    const { user } = await session(email);
    const wanted = uniqueEmail("convoitee");
    await requestEmailChange(getDb(), user, { newEmail: wanted, currentPassword: validPassword });
    const confirmation = await smtp.waitFor((m) => m.to.includes(wanted));
    await signUpAndReadLink(wanted);
    expect(await confirmEmailLink(getDb(), linkToken(confirmation.text, "/espace/confirmation"))).toEqual({ status: "email_taken" });
    expect((await getDb().select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]?.email).toBe(email);
  });

  test("changing the password ends the other sessions and keeps this one", async () => {
    const { email } = await signUpAndReadLink();
    const here = await session(email);
    const elsewhere = await session(email);
    expect((await changePassword(getDb(), here.user, { currentPassword: "pas le bon", newPassword: "un autre mot de passe solide", request: pageRequest("/espace/modifier", here.cookie) })).status).toBe(
      "wrong_password",
    );
    expect(await stillSignedIn(elsewhere.cookie)).toBe(true);
    const changed = await changePassword(getDb(), here.user, { currentPassword: validPassword, newPassword: "un autre mot de passe solide", request: pageRequest("/espace/modifier", here.cookie) });
    expect(changed.status).toBe("changed");
    expect(await stillSignedIn(elsewhere.cookie)).toBe(false);
    const renewed = cookieFrom((changed as { headers: Headers }).headers)
      .split("; ")
      .filter((c) => c.includes("session_token="))
      .join("; ");
    expect(await stillSignedIn(renewed || here.cookie)).toBe(true);
    await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("mot de passe a été modifié"));
  });

  test("a reset link asked for before a password change, or before the other devices were signed out, sets nothing afterwards (issue 32)", async () => {
    const { email } = await signUpAndReadLink();
    const here = await session(email);
    const resetLinkNow = () => issueAccountToken(getDb(), { userId: here.user.id, purpose: "reset_password", email });

    const beforeChange = await resetLinkNow();
    expect((await checkAccountToken(getDb(), beforeChange, "reset_password")).status).toBe("valid");
    const changed = await changePassword(getDb(), here.user, { currentPassword: validPassword, newPassword: "un autre mot de passe solide", request: pageRequest("/espace/modifier", here.cookie) });
    expect(changed.status).toBe("changed");
    expect((await checkAccountToken(getDb(), beforeChange, "reset_password")).status).toBe("invalid");
    expect((await resetPassword(getDb(), { token: beforeChange, newPassword: "celui de l’attaquant", request: pageRequest("/espace/nouveau-mot-de-passe") })).status).toBe("invalid");

    const now = await session(email, "un autre mot de passe solide");
    const beforeSignOut = await resetLinkNow();
    await revokeOtherSessions(getDb(), now.user);
    expect((await resetPassword(getDb(), { token: beforeSignOut, newPassword: "celui de l’attaquant", request: pageRequest("/espace/nouveau-mot-de-passe") })).status).toBe("invalid");
    // The password that holds is the member's own.
    expect((await signIn(getDb(), { email, password: "celui de l’attaquant", request: pageRequest("/espace"), clientIp: nextIp() })).status).not.toBe("ok");
    expect((await signIn(getDb(), { email, password: "un autre mot de passe solide", request: pageRequest("/espace"), clientIp: nextIp() })).status).toBe("ok");
    // A link asked for afterwards works as usual.
    expect((await checkAccountToken(getDb(), await resetLinkNow(), "reset_password")).status).toBe("valid");
  });

  test("the security page lists the sessions and signs out the other devices", async () => {
    const { email } = await signUpAndReadLink();
    const here = await session(email);
    const elsewhere = await session(email);
    const listed = await listSessions(getDb(), here.user);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ current: true });
    expect(await revokeOtherSessions(getDb(), here.user)).toBe(1);
    expect(await stillSignedIn(elsewhere.cookie)).toBe(false);
    expect(await stillSignedIn(here.cookie)).toBe(true);
  });
});

describe("when the database fails (spec 02's error catalogue)", () => {
  /** Runs `body` while the database refuses `statement` on `table`, as a failing server would. */
  async function whileRefusing(table: string, statement: "delete" | "select", body: () => Promise<void>) {
    await getDb().execute(sql.raw(`create function refuse_for_test() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`));
    // A select cannot fire a trigger: the table is hidden instead.
    if (statement === "delete") await getDb().execute(sql.raw(`create trigger refuse_for_test before delete on ${table} for each row execute function refuse_for_test()`));
    else await getDb().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      await body();
    } finally {
      if (statement === "delete") await getDb().execute(sql.raw(`drop trigger refuse_for_test on ${table}`));
      else await getDb().execute(sql.raw(`alter table ${table}_away rename to ${table}`));
      await getDb().execute(sql.raw(`drop function refuse_for_test()`));
    }
  }

  test("a sign-out the database cannot record says « Erreur lors de la déconnexion. », and the session is still there to try again", async () => {
    const { email } = await signUpAndReadLink();
    const here = await session(email);
    await whileRefusing("sessions", "delete", async () => {
      const request = formRequest("/espace/deconnexion", { intent: "sign-out" }, here.cookie);
      const answer = (await signOutAction({ request, context: await contextFor(request), params: {} } as never)) as { init: ResponseInit; data: { failure: { title: string; description: string } } };
      expect(answer.init.status).toBe(500);
      expect(answer.data.failure).toEqual({ title: "Erreur lors de la déconnexion.", description: "Votre session est toujours ouverte. Réessayez dans un instant." });
    });
    expect(await stillSignedIn(here.cookie)).toBe(true);
    const request = formRequest("/espace/deconnexion", { intent: "sign-out" }, here.cookie);
    const retried = (await signOutAction({ request, context: await contextFor(request), params: {} } as never)) as Response;
    expect(retried.status).toBe(302);
    expect(await stillSignedIn(here.cookie)).toBe(false);
  });

  test("a profile whose memberships cannot be read opens with « Impossible de charger votre profil. » instead of the error page", async () => {
    const { email } = await signUpAndReadLink();
    const here = await session(email);
    await whileRefusing("memberships", "select", async () => {
      const request = pageRequest("/espace", here.cookie);
      const data = (await spaceLoader({ request, context: await contextFor(request), params: {} } as never)) as { profileFailed: boolean; member: { email: string; membership: unknown } };
      expect(data.profileFailed).toBe(true);
      expect(data.member).toMatchObject({ email, membership: null });
    });
    const request = pageRequest("/espace", here.cookie);
    expect(await spaceLoader({ request, context: await contextFor(request), params: {} } as never)).toMatchObject({ profileFailed: false });
  });
});

describe("my data", () => {
  async function memberWithHistory() {
    const { email, token } = await signUpAndReadLink();
    await confirmEmailLink(getDb(), token);
    const { user, cookie } = await session(email);
    const db = getDb();
    // One idea sent while signed in, one sent signed out with the same address.
    await db.insert(ideaSubmissions).values([
      { name: "Camille Girard", email, title: "Plus de bancs place Sathonay", description: "Des bancs à l’ombre pour les personnes âgées.", followUpTokenHash: randomBytes(16).toString("hex"), userId: user.id },
      { name: "Camille Girard", email: email.toUpperCase(), title: "Trottoir abîmé rue Mercière", description: "Un trou dangereux devant le numéro 12.", followUpTokenHash: randomBytes(16).toString("hex") },
    ]);
    await db.insert(memberships).values({
      paymentReference: randomBytes(12).toString("base64url"),
      year: 2026,
      personCount: 1,
      amountEuros: 20,
      consentGiven: true,
      lastName: "Girard",
      firstName: "Camille",
      email,
      phone: "+33612345678",
      address: "3 rue Mercière",
      postcode: "69002",
      city: "Lyon",
      userId: user.id,
    });
    return { email, user, cookie };
  }

  test("the export holds every section, with the member's ideas and memberships", async () => {
    const { user } = await memberWithHistory();
    const exported = await exportPersonalData(getDb(), user);
    expect(Object.keys(exported.sections).sort()).toEqual(PERSONAL_DATA_PROVIDERS.map((p) => p.key).sort());
    expect(exported.sections.compte).toMatchObject({ email: user.email, firstName: "Camille", lastName: "Girard", emailVerified: true });
    expect(exported.sections.idees).toHaveLength(2);
    expect(exported.sections.adhesions).toMatchObject([{ annee: 2026, membres: [] }]);
    expect(exported.sections.sessions).toHaveLength(1);
    // Nothing that opens the account: no password hash, no session token.
    const text = JSON.stringify(exported);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toMatch(/"token"/);
  });

  test("deletion needs the password, removes the account, its sessions and profile, keeps memberships and ideas detached", async () => {
    const { email, user, cookie } = await memberWithHistory();
    expect(await deleteAccount(getDb(), user, { password: "pas le bon" })).toEqual({ status: "wrong_password" });
    expect(await stillSignedIn(cookie)).toBe(true);

    expect(await deleteAccount(getDb(), user, { password: validPassword })).toEqual({ status: "deleted", keptMemberships: 1 });
    const db = getDb();
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(accounts).where(eq(accounts.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toHaveLength(0);
    expect(await stillSignedIn(cookie)).toBe(false);
    const kept = await db.select({ userId: memberships.userId, email: memberships.email }).from(memberships);
    expect(kept).toEqual([{ userId: null, email }]);
    expect((await db.select({ userId: ideaSubmissions.userId }).from(ideaSubmissions)).map((r) => r.userId)).toEqual([null, null]);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("supprimé"));
    expect(mail.text).toContain("adhésions (1)");
    expect((await signIn(getDb(), { email, password: validPassword, request: pageRequest("/espace"), clientIp: nextIp() })).status).toBe("invalid");
  });
});

describe("my photos", () => {
  /** A verified member with three photos: one waiting, one approved into the gallery, one rejected. */
  async function photographer() {
    const { email, token } = await signUpAndReadLink();
    await confirmEmailLink(getDb(), token);
    const { user } = await session(email);
    const moderatorEmail = uniqueEmail("moderation");
    const { userId: moderatorId } = await createAccount(getDb(), moderatorEmail, { roles: ["moderation"] });
    const moderator = { id: moderatorId, email: moderatorEmail };
    const ids: Record<"pending" | "approved" | "rejected", string> = { pending: "", approved: "", rejected: "" };
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
    for (const [i, [which, title, category]] of ([
      ["approved", "Les quais au lever du soleil", "jolie_photo"],
      ["rejected", "Poubelles rue Mercière", "probleme"],
      ["pending", "Un banc place Sathonay", "idee"],
    ] as const).entries()) {
      const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#5078a0" } }).jpeg().toBuffer();
      const result = await depositPhoto(getDb(), user, { photo: new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }), title, category, description: "Description", location: "Presqu’île", rights_granted: true }, at(i));
      if (result.status !== "stored") throw new Error(`deposit: ${JSON.stringify(result)}`);
      ids[which] = result.id;
    }
    await moderatePhoto(getDb(), moderator, { intent: "approve", id: ids.approved, title: "Les quais au lever du soleil", category: "jolie_photo", gallery_category: "saisons", credit: "Camille Girard", admin_notes: undefined }, at(10));
    await moderatePhoto(getDb(), moderator, { intent: "reject", id: ids.rejected, admin_notes: "Signalez-le plutôt par le formulaire d’idées." }, at(11));
    const rows = await getDb().select().from(photoSubmissions);
    const row = (id: string) => rows.find((r) => r.id === id)!;
    return { email, user, ids, files: { pending: photoFileKeys(row(ids.pending)), approved: photoFileKeys(row(ids.approved)), rejected: photoFileKeys(row(ids.rejected)) } };
  }

  const allExist = async (keys: string[]) => (await Promise.all(keys.map((k) => getStorage().exists(k)))).every(Boolean);
  const noneExists = async (keys: string[]) => !(await Promise.all(keys.map((k) => getStorage().exists(k)))).some(Boolean);

  test("the contributions list the member’s photos, newest first, with their status", async () => {
    const { user } = await photographer();
    const sections = await loadContributions(getDb(), user);
    const photos = sections.find((s) => s.id === "photos");
    expect(photos).toMatchObject({ title: "Mes photos", action: { href: "/depot-photos" } });
    expect(photos!.items.map((i) => [i.title, i.kind, i.status, i.tone, i.href])).toEqual([
      ["Un banc place Sathonay", "Idée proposée", "En attente", "pending", "/depot-photos?onglet=mes-photos"],
      ["Poubelles rue Mercière", "Problème signalé", "Rejeté", "refused", "/depot-photos?onglet=mes-photos"],
      ["Les quais au lever du soleil", "Jolie photo", "Approuvé", "done", "/depot-photos?onglet=mes-photos"],
    ]);
    // Another member sees none of them.
    const other = await signUpAndReadLink();
    await confirmEmailLink(getDb(), other.token);
    const { user: otherUser } = await session(other.email);
    expect((await loadContributions(getDb(), otherUser)).find((s) => s.id === "photos")!.items).toEqual([]);
  });

  test("the export holds the photos: title, category, status, dates, the note of a rejection; no storage key", async () => {
    const { user } = await photographer();
    const exported = await exportPersonalData(getDb(), user);
    expect(exported.sections.photos).toEqual([
      expect.objectContaining({ titre: "Un banc place Sathonay", categorie: "Idée proposée", statut: "En attente", publiee: false, noteDeLEquipe: null, examineeLe: null, createdAt: new Date("2026-11-20T09:02:00Z") }),
      expect.objectContaining({ titre: "Poubelles rue Mercière", categorie: "Problème signalé", statut: "Rejeté", noteDeLEquipe: "Signalez-le plutôt par le formulaire d’idées.", examineeLe: new Date("2026-11-20T09:11:00Z") }),
      expect.objectContaining({ titre: "Les quais au lever du soleil", statut: "Approuvé", publiee: true, categorieGalerie: "saisons", credit: "Camille Girard", description: "Description", lieu: "Presqu’île", droitsCedesLe: new Date("2026-11-20T09:00:00Z") }),
    ]);
    const text = JSON.stringify(exported.sections.photos);
    expect(text).not.toMatch(/storage|depots\//i);
  });

  test("deleting the account deletes pending and rejected photos with their files, keeps the approved one published, detached, with its credit", async () => {
    const { user, ids, files } = await photographer();
    expect(DELETION_TERMS.deleted.join(" ")).toContain("photos en attente");
    expect(DELETION_TERMS.kept.join(" ")).toContain("99 ans");
    expect(await allExist([...files.pending, ...files.rejected, ...files.approved])).toBe(true);

    expect(await deleteAccount(getDb(), user, { password: validPassword })).toEqual({ status: "deleted", keptMemberships: 0 });
    const rows = await getDb().select({ id: photoSubmissions.id, userId: photoSubmissions.userId, credit: photoSubmissions.credit, published: photoSubmissions.published }).from(photoSubmissions);
    expect(rows).toEqual([{ id: ids.approved, userId: null, credit: "Camille Girard", published: true }]);
    expect(await noneExists([...files.pending, ...files.rejected])).toBe(true);
    expect(await allExist(files.approved)).toBe(true);
  });
});

test("the hourly purge removes account links a week after they expired or were used, not before", async () => {
  const { purgeAccountTokens } = await import("~/features/account/tokens.server");
  const { email } = await signUpAndReadLink();
  const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
  const longAgo = new Date(Date.now() - 10 * 24 * 60 * 60_000);
  await issueAccountToken(getDb(), { userId: user!.id, purpose: "reset_password", email, now: longAgo });
  expect(await getDb().select().from(accountTokens)).toHaveLength(2);
  expect(await purgeAccountTokens(getDb())).toBe(1);
  expect((await getDb().select({ purpose: accountTokens.purpose }).from(accountTokens)).map((t) => t.purpose)).toEqual(["verify_email"]);
});
