// What the content routes share on the server: the section guard (unknown section → 404, no
// permission → 403) and the editor's action (preview or save, with every refusal keeping the
// typed values).
import { data } from "react-router";
import { z } from "zod";
import type { SessionUser } from "~/lib/auth.server";
import { parseSubmission } from "~/lib/form-data.server";
import { SECRET_FIELDS } from "~/lib/form-action.server";
import { logger } from "~/lib/logger.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { requirePermission } from "~/lib/permissions.server";
import { getRequestInfo, type RequestContext } from "~/lib/request-context.server";
import { redirectWithToast } from "~/lib/toast.server";
import { storeContentImage } from "./content-images.server";
import { createContent, updateContent, type FormValues } from "./content.server";
import { contentKindAt, listPath, type ContentKind, type EditorReply } from "./kinds";

/** The 404 of an unknown section or item (shown by the admin layout's error boundary). */
export const notFound = () => data({ message: "Page introuvable" }, { status: 404, statusText: "Not Found" });

/** The kind of `params.section` at this URL and the user allowed to edit it; throws 404 or 403 otherwise. */
export async function requireContentSection(context: RequestContext, request: Request, section: string | undefined): Promise<{ kind: ContentKind; user: SessionUser }> {
  const kind = contentKindAt(new URL(request.url).pathname, section);
  if (!kind) throw notFound();
  const user = await requirePermission(context, kind.permission);
  return { kind, user };
}

/** A positive id from the URL, or 404. */
export function requireId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw notFound();
  return Number(value);
}

export const CONFLICT_MESSAGE =
  "Quelqu’un a enregistré cet élément pendant que vous le modifiiez\u202f: vos changements n’ont pas été enregistrés. Ils sont conservés ci-dessous\u202f; ouvrez l’élément dans un autre onglet pour voir la nouvelle version, reportez-y ce qui manque, puis enregistrez.";
export const SLUG_TAKEN_MESSAGE = "Cette adresse est déjà utilisée par un autre élément. Choisissez-en une autre.";

/** The editor's action for a new item (`id` undefined) or an existing one. */
export async function editorAction({ request, context, kind, user, id }: { request: Request; context: RequestContext; kind: ContentKind; user: SessionUser; id?: number }) {
  const { submission } = await parseSubmission(request, kind.schema as z.ZodType);
  const reply = (status: number, extra: Partial<EditorReply> & { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
    data<EditorReply>(
      {
        result: submission.reply({ formErrors: extra.formErrors, fieldErrors: extra.fieldErrors, hideFields: SECRET_FIELDS }),
        failure: extra.failure ?? null,
        sent: false,
        preview: extra.preview ?? null,
      },
      { status },
    );
  // A preview renders the text as typed, whatever the other fields hold (their errors show too).
  if (submission.payload.intent === "preview") {
    const source = kind.fields.find((f) => f.kind === "markdown")?.name;
    const text = source ? submission.payload[source] : undefined;
    return reply(200, { preview: renderMarkdown(typeof text === "string" ? text : "") });
  }
  if (submission.status !== "success") return reply(400);
  const value = submission.value as FormValues & { intent: "save" | "preview"; version?: number };

  try {
    // An uploaded image is stored first (checked by its content, re-encoded); the item points to it.
    if (value.image_file instanceof File && value.image_file.size > 0) {
      const stored = await storeContentImage(value.image_file);
      if (stored.status === "refused") return reply(400, { fieldErrors: { image_file: [stored.message] } });
      value.image = stored.path;
    }
    delete value.image_file;
    if (id === undefined) {
      const result = await createContent(kind.section, user, value);
      if (result.status === "slug_taken") return reply(400, { fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } });
      if (result.status !== "ok") throw new Error(`unexpected ${result.status}`);
      return redirectWithToast(listPath(kind), kind.toasts.created);
    }
    if (value.version === undefined) return reply(400, { formErrors: [CONFLICT_MESSAGE] });
    const result = await updateContent(kind.section, user, id, value.version, value);
    switch (result.status) {
      case "ok":
        return redirectWithToast(listPath(kind), kind.toasts.updated);
      case "conflict":
        return reply(409, { formErrors: [CONFLICT_MESSAGE] });
      case "slug_taken":
        return reply(400, { fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } });
      case "not_found":
        return redirectWithToast(listPath(kind), { title: "Élément introuvable", description: `Cet élément a été supprimé entre-temps\u202f; vos changements n’ont pas été enregistrés.` });
    }
  } catch (error) {
    logger.error({ err: error, requestId: getRequestInfo(context).requestId, section: kind.section }, "content could not be saved");
    return reply(500, { formErrors: [kind.toasts.failure.description ?? ""], failure: { title: kind.toasts.failure.title, description: kind.toasts.failure.description ?? "" } });
  }
}

