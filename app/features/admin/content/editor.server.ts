// What the content routes share on the server: the section's guard (unknown section → 404, no
// permission → 403, the user it lets in recorded for the pages below), the one place a page
// reads its kind from the URL, and the editor's action (preview or save through the one form
// pipeline, with every refusal keeping the typed values).
import { data } from "react-router";
import type { z } from "zod";
import type { SessionUser } from "~/lib/auth.server";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { authorise, requirePermission } from "~/lib/permissions.server";
import { getDatabase, type RequestContext } from "~/lib/request-context.server";
import { redirectWithToast } from "~/lib/toast.server";
import { storeContentImage } from "./content-images.server";
import type { FormValues } from "./binding";
import { createContent, updateContent } from "./content.server";
import { contentKindAt } from "./kinds";
import { listPath, type ContentKind, type EditorReply, type ToastText } from "./kit";

/** The 404 of an unknown section or item (shown by the admin layout's error boundary). */
export const notFound = () => data({ message: "Page introuvable" }, { status: 404, statusText: "Not Found" });

/** The kind of `params.section` at this URL (under its own list path), or 404: the one place the editor's pages read it. */
export function contentSectionOf(request: Request, section: string | undefined): ContentKind {
  const kind = contentKindAt(new URL(request.url).pathname, section);
  if (!kind) throw notFound();
  return kind;
}

/**
 * The content layout's guard: 404 for an unknown section, then the kind's permission (sign-in
 * or 403 otherwise), recorded with the user it lets in: the pages below read it through
 * authorisedUser(context).
 */
export async function requireContentSection(context: RequestContext, request: Request, section: string | undefined): Promise<void> {
  const kind = contentSectionOf(request, section);
  authorise(context, await requirePermission(context, kind.permission));
}

/** A positive id from the URL, or 404. */
export function requireId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw notFound();
  return Number(value);
}

export const CONFLICT_MESSAGE =
  "Quelqu’un a enregistré cet élément pendant que vous le modifiiez\u202f: vos changements n’ont pas été enregistrés. Ils sont conservés ci-dessous\u202f; ouvrez l’élément dans un autre onglet pour voir la nouvelle version, reportez-y ce qui manque, puis enregistrez.";
export const SLUG_TAKEN_MESSAGE = "Cette adresse est déjà utilisée par un autre élément. Choisissez-en une autre.";

/** The posted Markdown of a reply's typed values, rendered by the sanitising renderer (what "Aperçu du texte" shows). */
function previewOf(kind: ContentKind, values: Record<string, unknown> | null | undefined): { preview: string } {
  const source = kind.fields.find((f) => f.kind === "markdown")?.name;
  const text = source ? values?.[source] : undefined;
  return { preview: renderMarkdown(typeof text === "string" ? text : "") };
}

/**
 * The editor's action for a new item (`id` undefined) or an existing one, through the one form
 * pipeline. "Aperçu du texte" saves nothing: its answer is the form as typed (200, the other
 * fields' errors shown too) with the rendered text. A save answers the list with a toast, or
 * the form with its refusal: the slug taken (400), a save from an older version (409).
 */
export async function editorAction({ request, context, kind, user, id }: { request: Request; context: RequestContext; kind: ContentKind; user: SessionUser; id?: number }) {
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: kind.schema as z.ZodType<FormValues & { intent: "save" | "preview"; version?: number }>,
    form: "content-editor",
    limitBy: "back-office",
    failure: { title: kind.toasts.failure.title, description: kind.toasts.failure.description ?? "" },
    mutate: async (value): Promise<ToastText | { preview: string }> => {
      // A preview keeps the form as typed, with the rendered text (answered below).
      if (value.intent === "preview") return previewOf(kind, value);
      // An uploaded image is stored first (checked by its content, re-encoded); the item points to it.
      if (value.image_file instanceof File && value.image_file.size > 0) {
        const stored = await storeContentImage(value.image_file);
        if (stored.status === "refused") throw new FormRefusal({ fieldErrors: { image_file: [stored.message] } });
        value.image = stored.path;
      }
      delete value.image_file;
      if (id === undefined) {
        const result = await createContent(getDatabase(context), kind.section, user, value);
        if (result.status === "slug_taken") throw new FormRefusal({ fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } });
        if (result.status !== "ok") throw new Error(`unexpected ${result.status}`);
        return kind.toasts.created;
      }
      if (value.version === undefined) throw new FormRefusal({ formErrors: [CONFLICT_MESSAGE] });
      const result = await updateContent(getDatabase(context), kind.section, user, id, value.version, value);
      switch (result.status) {
        case "ok":
          return kind.toasts.updated;
        case "conflict":
          throw new FormRefusal({ formErrors: [CONFLICT_MESSAGE] }, 409);
        case "slug_taken":
          throw new FormRefusal({ fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } });
        case "not_found":
          return { title: "Élément introuvable", description: `Cet élément a été supprimé entre-temps\u202f; vos changements n’ont pas été enregistrés.` };
      }
    },
  });
  if (outcome.status === "refused") {
    // A preview is answered whatever the other fields hold: the refusal's typed values and errors, the text rendered.
    const reply = outcome.response.data;
    return reply.intent === "preview" ? data<EditorReply>({ ...reply, data: previewOf(kind, reply.result?.initialValue as Record<string, unknown> | undefined) }, { status: 200 }) : outcome.response;
  }
  const done = outcome.value!;
  return "preview" in done ? outcome.stay(done) : redirectWithToast(listPath(kind), done);
}
