// Reads and saves of the board page's texts (the "team_page" setting, issue 14): the contact
// block and the three values an editor saved on /admin/contenus/equipe/textes, else the defaults
// of app/content/team.ts. Read on every view of /equipe, so a save shows on the next one.
import type { Database } from "~/db/client.server";
import type { SessionUser } from "~/lib/auth.server";
import { changedFieldNames } from "~/lib/journal.server";
import { readSetting, writeSetting, type SettingSaveResult } from "~/lib/site-settings.server";
import { changedTeamTexts, storedTeamTextsSchema, TEAM_TEXT_DEFAULTS, type TeamPageTexts } from "./page-texts";

export interface LoadedTeamTexts {
  texts: TeamPageTexts;
  /** 0 while never saved (the defaults show). */
  version: number;
  updatedAt: Date | null;
}

export async function loadTeamTexts(db: Database): Promise<LoadedTeamTexts> {
  const stored = await readSetting(db, "team_page", storedTeamTextsSchema);
  return { texts: stored.value ?? TEAM_TEXT_DEFAULTS, version: stored.version, updatedAt: stored.updatedAt };
}

/** Saves the texts if nobody saved them since `version`; the journal names the texts changed. */
export async function saveTeamTexts(db: Database, actor: Pick<SessionUser, "id" | "email">, texts: TeamPageTexts, version: number): Promise<SettingSaveResult> {
  const before = (await loadTeamTexts(db)).texts;
  return writeSetting(db, actor, "team_page", texts, version, { label: "Page Notre équipe", summary: changedFieldNames(changedTeamTexts(before, texts)) });
}
