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
import { hideSamples, readSampleSetting } from "~/lib/sample-setting.server";
import { readSetting, writeSetting, type SettingSaveResult } from "~/lib/site-settings.server";
import {
  boardFigures,
  changedFigureNames,
  countedFigure,
  countSampleFigures,
  figuresFromForm,
  headlineFigures,
  HISTORY_FIGURES,
  HOME_FIGURES,
  settleFigures,
  storedFiguresSchema,
  type BoardFigure,
  type FigureSettings,
  type FiguresForm,
} from "./figures";

export interface LoadedFigureSettings {
  figures: FigureSettings;
  /** 0 while never saved (the defaults show). */
  version: number;
  updatedAt: Date | null;
}

/** The figures in effect: what was saved, over the sample defaults while the samples are on, else the clean ones. */
export async function loadFigureSettings(db: Database): Promise<LoadedFigureSettings> {
  const [stored, samples] = await Promise.all([readSetting(db, "figures", storedFiguresSchema), readSampleSetting(db)]);
  return { figures: settleFigures(stored.value, samples.figures), version: stored.version, updatedAt: stored.updatedAt };
}

/**
 * Saves the form's figures if nobody saved them since the form's version; the journal names the
 * figures changed. A sample figure saved unchanged stays a sample (figuresFromForm).
 * Once no figure is a sample any more, the samples' figures are off (the demonstration band goes
 * with the last sample).
 */
export async function saveFigureSettings(db: Database, actor: Pick<SessionUser, "id" | "email">, form: FiguresForm): Promise<SettingSaveResult> {
  const before = (await loadFigureSettings(db)).figures;
  const figures = figuresFromForm(form, before);
  const saved = await writeSetting(db, actor, "figures", figures, form.version, { label: "Chiffres du site", summary: changedFieldNames(changedFigureNames(before, figures)) });
  if (saved.status === "ok" && countSampleFigures(before) > 0 && countSampleFigures(figures) === 0) await hideSamples(db, { figures: false }, actor.id);
  return saved;
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
    home: headlineFigures(HOME_FIGURES, figures),
    history: headlineFigures(HISTORY_FIGURES, figures),
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

/** The actions figure of the membership page's impact block, display-ready ("100+", "42"); null: nothing to show. */
export async function actionsFigure(db: Database, figure: NumberFigureValues): Promise<{ value: string; label: string; sample?: boolean } | null> {
  const shown = countedFigure(figure, figure.auto ? await countActions(db) : 0);
  if (shown === null) return null;
  return { value: `${formatCount(shown.value)}${shown.suffix}`, label: figure.label, ...(figure.sample ? { sample: true } : {}) };
}
