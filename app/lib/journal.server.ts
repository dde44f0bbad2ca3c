// The back-office journal (ADR 0011): every administrative write records who did what to which
// item, in the same transaction as the change, so the journal and the data never disagree.
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { SessionUser } from "./auth.server";

export const JOURNAL_ACTIONS = ["create", "update", "publish", "unpublish", "delete", "role_grant", "role_revoke", "disable", "enable", "approve", "reject", "status_change", "note", "assign", "resend", "purge"] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];

export const JOURNAL_ENTITIES = ["blog_post", "event", "proposal", "position", "user", "board_member", "testimonial", "campaign", "setting", "photo", "contact_message", "idea", "membership", "email", "newsletter_issue", "newsletter_subscriber", "retention", "sample_content", "timeline_period"] as const;
export type JournalEntity = (typeof JOURNAL_ENTITIES)[number];

export const JOURNAL_ACTION_LABELS: Record<JournalAction, string> = {
  create: "Création",
  update: "Modification",
  publish: "Publication",
  unpublish: "Dépublication",
  delete: "Suppression",
  role_grant: "Rôle accordé",
  role_revoke: "Rôle retiré",
  disable: "Compte désactivé",
  enable: "Compte réactivé",
  approve: "Approbation",
  reject: "Refus",
  status_change: "Changement de statut",
  note: "Note interne",
  assign: "Attribution",
  resend: "Renvoi",
  purge: "Suppression automatique",
};

export const JOURNAL_ENTITY_LABELS: Record<JournalEntity, string> = {
  blog_post: "Article",
  event: "Rencontre",
  proposal: "Proposition",
  position: "Prise de position",
  user: "Utilisateur",
  board_member: "Membre du bureau",
  testimonial: "Témoignage",
  campaign: "Campagne",
  setting: "Réglages du site",
  photo: "Photo déposée",
  idea: "Idée ou signalement",
  contact_message: "Message de contact",
  membership: "Adhésion",
  email: "E-mail",
  newsletter_issue: "Lettre d’information",
  newsletter_subscriber: "Abonné à la lettre",
  retention: "Durées de conservation",
  sample_content: "Contenus d’exemple",
  timeline_period: "Période de la frise historique",
};

/** Who the journal names for what the site does by itself (the retention job's purges). */
export const AUTOMATIC_ACTOR = { id: null, email: "Tâche automatique" } as const;

/** A transaction (or the database) the entry is written with. */
type Writer = Pick<Database, "insert">;

export interface JournalEntry {
  action: JournalAction;
  entityType: JournalEntity;
  entityId: string | number;
  entityLabel: string;
  summary?: string;
}

/** Records one entry; call it inside the transaction that makes the change. */
export async function recordJournal(tx: Writer, actor: Pick<SessionUser, "id" | "email"> | typeof AUTOMATIC_ACTOR, entry: JournalEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    entityLabel: entry.entityLabel.slice(0, 200),
    summary: (entry.summary ?? "").slice(0, 500),
  });
}

/** The names of the fields whose value differs, in French, for the entry's summary. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>, labels: Partial<Record<keyof T, string>>): string {
  const changed: string[] = [];
  for (const [key, label] of Object.entries(labels) as [keyof T, string][]) {
    if (!(key in after)) continue;
    const a = before[key];
    const b = after[key];
    const same = a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
    if (!same) changed.push(label);
  }
  return changedFieldNames(changed);
}

/** The summary of an update from the French names of the fields that changed. */
export function changedFieldNames(labels: readonly string[]): string {
  return labels.length ? `Champs modifiés\u202f: ${labels.join(", ")}` : "Aucun champ modifié";
}

/** The latest entries, optionally for one person, one kind of item or several (newest first). */
export async function readJournal(db: Database, options: { actorId?: string; entityType?: JournalEntity; entityTypes?: readonly JournalEntity[]; limit?: number; offset?: number } = {}) {
  if (options.entityTypes?.length === 0) return [];
  const conditions: SQL[] = [];
  if (options.actorId) conditions.push(eq(auditLog.actorId, options.actorId));
  if (options.entityType) conditions.push(eq(auditLog.entityType, options.entityType));
  if (options.entityTypes) conditions.push(inArray(auditLog.entityType, [...options.entityTypes]));
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0);
}
