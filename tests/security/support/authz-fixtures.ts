// The people and the records the authorization matrix asks about: one signed-in session per
// actor (two plain members, one account per back-office role, and a disabled account that
// still holds the admin role and a live session), and one real record behind every
// parameterised route (member A's idea with its private follow-up link, A's pending and
// approved photos, a membership, a contact message, a newsletter issue and subscriber, an event
// registration with its cancellation link, the sample content of every editor).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "~/db/client.server";
import { seedDatabase } from "~/db/seed.server";
import {
  blogPosts,
  boardMembers,
  campaigns,
  contactMessages,
  events,
  memberships,
  newsletterSubscribers,
  photoSubmissions,
  positions,
  proposals,
  testimonials,
  timelinePeriods,
  userRoles,
  users,
} from "~/db/schema";
import { submitContactMessage } from "~/features/contact/mutations.server";
import { registerToEvent } from "~/features/events/registration.server";
import { submitIdea } from "~/features/ideas/mutations.server";
import { createMembership } from "~/features/membership/mutations.server";
import { createIssue } from "~/features/newsletter/admin/issues.server";
import { hashNewsletterToken } from "~/features/newsletter/tokens.server";
import { photoFileKeys } from "~/features/photos/files.server";
import { depositPhoto, moderatePhoto } from "~/features/photos/mutations.server";
import { getAuth } from "~/lib/auth.server";
import type { Role } from "~/lib/permissions";
import { cookieFrom, eventRow, householdInput, ideaInput, uniqueEmail, validPassword } from "../../factories";

/** Who asks. "disabled" is an administrator whose account was then disabled, session kept. */
export const ACTORS = ["anonymous", "member", "otherMember", "admin", "redaction", "moderation", "tresorerie", "disabled"] as const;
export type Actor = (typeof ACTORS)[number];

export interface Account {
  id: string;
  email: string;
  cookie: string;
}

export interface Fixtures {
  accounts: Record<Exclude<Actor, "anonymous">, Account>;
  /** Member A's idea: its id (member page) and the raw token of its private follow-up link. */
  idea: { id: string; token: string };
  /** Member A's photos: one waiting for moderation, one approved and published. */
  pendingPhoto: { id: string; fileKey: string };
  approvedPhoto: { id: string; fileKey: string };
  membershipId: string;
  paymentReference: string;
  contactMessageId: string;
  newsletterIssueId: number;
  newsletter: { confirmToken: string; unsubscribeToken: string };
  event: { id: number; slug: string; cancelToken: string };
  blog: { id: number; slug: string };
  proposal: { id: number; slug: string };
  position: { id: number; slug: string };
  boardMemberId: number;
  testimonialId: number;
  campaignId: number;
  timelinePeriodId: number;
}

/**
 * An account and its session: the sign-up signs in at once (better-auth's autoSignIn), so one
 * password hash per account instead of a hash and a sign-in check; roles as createAccount()
 * gives them.
 */
async function account(roles: Role[]): Promise<Account> {
  const email = uniqueEmail(roles[0] ?? "membre");
  const { headers, response } = await getAuth(getDb()).api.signUpEmail({ body: { email, password: validPassword, name: "Sam Roux", firstName: "Sam", lastName: "Roux" }, returnHeaders: true });
  const id = response.user.id;
  // Verified, as after the emailed link: a verified member may deposit photos.
  await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, id));
  if (roles.length > 0) await getDb().insert(userRoles).values(roles.map((role) => ({ userId: id, role })));
  return { id, email, cookie: cookieFrom(headers) };
}

async function depositOf(owner: Account, title: string) {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b4643c" } }).jpeg().toBuffer();
  const result = await depositPhoto(
    getDb(),
    { id: owner.id, emailVerified: true },
    { photo: new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }), title, category: "jolie_photo", description: undefined, location: "Rue de la Charité", rights_granted: true },
  );
  if (result.status !== "stored") throw new Error(`photo deposit failed: ${JSON.stringify(result)}`);
  const row = await firstRow(getDb().select({ storageId: photoSubmissions.storageId, width: photoSubmissions.width }).from(photoSubmissions).where(eq(photoSubmissions.id, result.id)), "photo");
  return { id: result.id, fileKey: photoFileKeys(row)[0]! };
}

const firstRow = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error(`no ${what} in the sample content`);
  return row;
};

export async function createFixtures(): Promise<Fixtures> {
  const db = getDb();
  await seedDatabase();
  // One scrypt hash per account: created two at a time (two cores).
  const [member, otherMember] = await Promise.all([account([]), account([])]);
  const [admin, redaction] = await Promise.all([account(["admin"]), account(["redaction"])]);
  const [moderation, tresorerie] = await Promise.all([account(["moderation"]), account(["tresorerie"])]);
  // Disabled after signing in, its session left in place: the session reader itself must refuse
  // it (disabling also deletes sessions; this checks the second lock, not only the first).
  const disabled = await account(["admin"]);
  await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));

  const idea = await submitIdea(
    db,
    ideaInput({ nom: "Sam Roux", email: member.email }),
    {},
    member.id,
  );

  const pendingPhoto = await depositOf(member, "Photo en attente");
  const approvedPhoto = await depositOf(member, "Photo publiée");
  const approval = await moderatePhoto(db, moderation, {
    intent: "approve",
    id: approvedPhoto.id,
    title: "Photo publiée",
    category: "jolie_photo",
    gallery_category: "patrimoine",
    credit: "Sam Roux",
    admin_notes: undefined,
  });
  if (approval.status !== "done") throw new Error(`photo approval failed: ${JSON.stringify(approval)}`);

  const membership = await createMembership(db, householdInput(1), {}, member.id);
  const { id: membershipId } = await firstRow(db.select({ id: memberships.id }).from(memberships).where(eq(memberships.paymentReference, membership.reference)), "membership");

  const { id: contactMessageId } = await submitContactMessage(getDb(), { name: "Sam Roux", email: member.email, subject: "quartier", message: "Bonjour, une question sur le quartier des Terreaux." });
  const newsletterIssueId = await createIssue(getDb(), admin, { subject: "Lettre de printemps", body: "Les nouvelles du quartier." });

  const newsletter = { confirmToken: `confirmation-${uniqueEmail("x")}`, unsubscribeToken: `desinscription-${uniqueEmail("x")}` };
  await db.insert(newsletterSubscribers).values({
    email: uniqueEmail("abonne"),
    source: "newsletter",
    status: "pending",
    confirmTokenHash: hashNewsletterToken(newsletter.confirmToken),
    confirmExpiresAt: new Date(Date.now() + 24 * 3600_000),
    unsubscribeToken: newsletter.unsubscribeToken,
  });

  const startsAt = new Date(Date.now() + 30 * 24 * 3600_000);
  const [eventInserted] = await db
    .insert(events)
    .values(eventRow({ slug: "rencontre-matrice", title: "Rencontre de la matrice", startsAt, capacity: 10 }))
    .returning({ id: events.id, slug: events.slug });
  const registration = await registerToEvent(db, eventInserted!.slug, { name: "Sam Roux", email: member.email, persons: 1, message: null }, { now: new Date(), userId: member.id });
  if (registration.status !== "registered") throw new Error(`event registration failed: ${JSON.stringify(registration)}`);

  const published = <T extends { published: unknown }>(table: T) => eq(table.published as never, true);
  const blog = await firstRow(db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(published(blogPosts)).limit(1), "published article");
  const proposal = await firstRow(db.select({ id: proposals.id, slug: proposals.slug }).from(proposals).where(published(proposals)).limit(1), "published proposal");
  const position = await firstRow(db.select({ id: positions.id, slug: positions.slug }).from(positions).limit(1), "published position");
  const { id: boardMemberId } = await firstRow(db.select({ id: boardMembers.id }).from(boardMembers).limit(1), "board member");
  const { id: testimonialId } = await firstRow(db.select({ id: testimonials.id }).from(testimonials).limit(1), "testimonial");
  const { id: campaignId } = await firstRow(db.select({ id: campaigns.id }).from(campaigns).limit(1), "campaign");
  const { id: timelinePeriodId } = await firstRow(db.select({ id: timelinePeriods.id }).from(timelinePeriods).limit(1), "timeline period");
  await firstRow(db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, contactMessageId)), "contact message");

  return {
    accounts: { member, otherMember, admin, redaction, moderation, tresorerie, disabled },
    idea,
    pendingPhoto,
    approvedPhoto,
    membershipId,
    paymentReference: membership.reference,
    contactMessageId,
    newsletterIssueId,
    newsletter,
    event: { id: eventInserted!.id, slug: eventInserted!.slug, cancelToken: registration.registration.token },
    blog,
    proposal,
    position,
    boardMemberId,
    testimonialId,
    campaignId,
    timelinePeriodId,
  };
}
