// The /depot-photos action's schema: the deposit and the withdrawal told apart by `intent`, through
// the bounded parse and conform as the route uses them; the deposit form's own schema in the browser.
import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { boundFormData, formShape } from "~/lib/form-data.server";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { IDEMPOTENCY_FIELD } from "~/lib/form-fields";
import { PHOTO_LIMITS, PHOTO_MAX_BYTES, PHOTO_MESSAGES as M } from "./options";
import { photoDepositSchema, photoPageActionSchema } from "./schema";

const ID = "0b6f5c1e-3d1a-4b8e-9f4a-2c7d9e8f1a2b";
const jpeg = (size = 10) => new File([new Uint8Array(size)], "photo.jpg", { type: "image/jpeg" });

function depositForm(fields: Record<string, string | File | undefined> = {}): FormData {
  const form = new FormData();
  const values = { intent: "deposit", photo: jpeg(), title: "Quai de Saône", category: "jolie_photo", description: "Au lever du jour.", location: "", rights_granted: "on", ...fields };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value);
  return form;
}

const parse = (form: FormData) => parseWithZod(boundFormData(form, formShape(photoPageActionSchema)), { schema: photoPageActionSchema });

test("the bounded parse keeps the file and every declared field of both forms, and drops the rest", () => {
  const form = depositForm({ id: ID, admin_notes: "x", [HONEYPOT_FIELD]: "", [IDEMPOTENCY_FIELD]: ID });
  const kept = boundFormData(form, formShape(photoPageActionSchema));
  expect([...new Set(kept.keys())].sort()).toEqual(
    ["category", "description", "id", "intent", "location", "photo", "rights_granted", "title", HONEYPOT_FIELD, IDEMPOTENCY_FIELD].sort(),
  );
  expect(kept.get("photo")).toBeInstanceOf(File);
});

test("a complete deposit is accepted, optional fields empty become undefined", () => {
  const submission = parse(depositForm());
  expect(submission.status).toBe("success");
  if (submission.status !== "success" || submission.value.intent !== "deposit") throw new Error("expected a deposit");
  expect(submission.value).toMatchObject({ title: "Quai de Saône", category: "jolie_photo", description: "Au lever du jour.", rights_granted: true });
  expect(submission.value.location).toBeUndefined();
  expect(submission.value.photo).toBeInstanceOf(File);
});

test("a deposit without the rights box, without a photo or with a photo over 10 MB is refused in French, the typed values kept", () => {
  const noRights = parse(depositForm({ rights_granted: undefined }));
  expect(noRights.status).toBe("error");
  const reply = noRights.reply();
  expect(reply.error?.rights_granted).toEqual([M.rightsRequired]);
  expect(reply.initialValue).toMatchObject({ title: "Quai de Saône", description: "Au lever du jour." });

  const empty = parse(depositForm({ photo: new File([], "", { type: "application/octet-stream" }) }));
  expect(empty.reply().error?.photo).toEqual([M.noPhoto]);

  const large = parseWithZod(depositForm({ photo: jpeg(PHOTO_MAX_BYTES + 1) }), { schema: photoDepositSchema });
  expect(large.reply().error?.photo).toEqual([M.tooLarge]);
});

test("every missing field is reported at once, with its message", () => {
  const error = parse(depositForm({ photo: undefined, title: "  ", category: undefined, rights_granted: undefined })).reply().error ?? {};
  expect(error.photo).toEqual([M.noPhoto]);
  expect(error.title).toEqual([M.titleRequired]);
  expect(error.category).toEqual([M.categoryRequired]);
  expect(error.rights_granted).toEqual([M.rightsRequired]);
});

test(`a title over ${PHOTO_LIMITS.titleMax} characters is refused in French, the text kept; one of exactly ${PHOTO_LIMITS.titleMax} passes`, () => {
  const tooLong = parse(depositForm({ title: "É".repeat(PHOTO_LIMITS.titleMax + 1) }));
  expect(tooLong.reply().error?.title).toEqual([M.titleTooLong]);
  expect(M.titleTooLong).toBe(`Le titre ne doit pas dépasser ${PHOTO_LIMITS.titleMax} caractères.`);
  expect(tooLong.reply().initialValue).toMatchObject({ title: "É".repeat(PHOTO_LIMITS.titleMax + 1) });
  expect(parse(depositForm({ title: "É".repeat(PHOTO_LIMITS.titleMax) })).status).toBe("success");
});

test("the browser's check: a file over 10 MB is refused even while other fields are still empty", () => {
  const form = depositForm({ photo: jpeg(PHOTO_MAX_BYTES + 1), title: "", category: undefined });
  expect(parseWithZod(form, { schema: photoDepositSchema }).reply().error?.photo).toEqual([M.tooLarge]);
});

test("a withdrawal needs only its id, which must be a uuid", () => {
  const ok = parse(formOf({ intent: "withdraw", id: ID }));
  expect(ok.status).toBe("success");
  if (ok.status === "success") expect(ok.value).toEqual({ intent: "withdraw", id: ID });
  expect(parse(formOf({ intent: "withdraw", id: "../../etc" })).reply().error?.id).toEqual(["Photo introuvable."]);
});

test("an unknown intent is refused", () => {
  expect(parse(formOf({ intent: "approve", id: ID })).status).toBe("error");
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
