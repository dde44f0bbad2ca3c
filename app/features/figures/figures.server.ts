// Reads and saves of the site's figures (the "figures" setting, issue 14): what an editor saved
// on /admin/contenus/chiffres, figure by figure over the defaults of app/content/figures.ts, and
// the counts behind the figures "calculé automatiquement". Read on every page view, so a save
// shows on the next one. The members count lives with the memberships
// (features/membership/queries.server.ts, getMembersFigure); the positions page counts its own
// list.
import { and, count, eq } from "drizzle-orm";
import type { HeadlineFigure, NumberFigureValues } from "~/content/figures";
import type { Database } from "~/db/client.server";
import { positions, proposals } from "~/db/schema";
import type { SessionUser } from "~/lib/auth.server";
import { formatCount } from "~/lib/format-number";
import { changedFieldNames } from "~/lib/journal.server";
import { readSetting, writeSetting, type SettingSaveResult } from "~/lib/site-settings.server";
import {
  boardFigures,
  changedFigureNames,
  countedFigure,
  headlineFigure,
  HISTORY_FIGURES,
  HOME_FIGURES,
  settleFigures,
  storedFiguresSchema,
  type BoardFigure,
  type FigureSettings,
} from "./figures";

export interface LoadedFigureSettings {
  figures: FigureSettings;
  /** 0 while never saved (the defaults show). */
  version: number;
  updatedAt: Date | null;
}

export async function loadFigureSettings(db: Database): Promise<LoadedFigureSettings> {
  const stored = await readSetting(db, "figures", storedFiguresSchema);
  return { figures: settleFigures(stored.value), version: stored.version, updatedAt: stored.updatedAt };
}

/** Saves every figure if nobody saved them since `version`; the journal names the figures changed. */
export async function saveFigureSettings(db: Database, actor: Pick<SessionUser, "id" | "email">, figures: FigureSettings, version: number): Promise<SettingSaveResult> {
  const before = (await loadFigureSettings(db)).figures;
  return writeSetting(db, actor, "figures", figures, version, { label: "Chiffres du site", summary: changedFieldNames(changedFigureNames(before, figures)) });
}

/** The effective figures: the home page's and the history panel's, the board's, and each number's settings (for the counted ones). */
export interface SiteFigures {
  home: HeadlineFigure[];
  history: HeadlineFigure[];
  board: BoardFigure[];
  numbers: FigureSettings["numbers"];
}

export async function loadFigures(db: Database): Promise<SiteFigures> {
  const { figures } = await loadFigureSettings(db);
  return {
    home: HOME_FIGURES.map((key) => headlineFigure(key, figures.numbers[key])),
    history: HISTORY_FIGURES.map((key) => headlineFigure(key, figures.numbers[key])),
    board: boardFigures(figures),
    numbers: figures.numbers,
  };
}

/**
 * The association's actions as the site knows them: its published positions and proposals (a
 * position taken, a proposal made). Events and blog posts are not counted: they report on the
 * actions rather than being one.
 */
export async function countActions(db: Database): Promise<number> {
  const [[taken], [proposed]] = await Promise.all([
    // Sample content is fictional: never counted (features/samples).
    db.select({ n: count() }).from(positions).where(eq(positions.isSample, false)),
    db.select({ n: count() }).from(proposals).where(and(eq(proposals.published, true), eq(proposals.isSample, false))),
  ]);
  return (taken?.n ?? 0) + (proposed?.n ?? 0);
}

/** The actions figure of the membership page's impact block, display-ready ("100+", "42"). */
export async function actionsFigure(db: Database, figure: NumberFigureValues): Promise<{ value: string; label: string }> {
  const shown = countedFigure(figure, figure.auto ? await countActions(db) : 0);
  return { value: `${formatCount(shown.value)}${shown.suffix}`, label: figure.label };
}
