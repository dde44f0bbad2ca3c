// The board's table in the back-office's content editor: form ↔ columns (expertise as tags) and
// the list's card.
import { asc } from "drizzle-orm";
import { boardMembers } from "~/db/schema";
import { type ContentBinding, text } from "~/features/admin/content/binding";
import { splitTags } from "./editor";

export const boardMemberBinding: ContentBinding = {
  table: boardMembers,
  order: (t) => [asc(t.position), asc(t.id)],
  titleColumn: "name",
  searchColumns: ["name", "role", "profession"],
  toColumns: (v) => ({
    name: v.name,
    role: v.role,
    profession: text(v.profession) ?? "",
    description: text(v.description) ?? "",
    specialties: splitTags(v.specialties as string | undefined),
    photo: text(v.image),
    photoAlt: text(v.image) ? text(v.image_alt) : null,
    visible: v.visible === true,
  }),
  toForm: (r) => ({
    name: r.name as string,
    role: r.role as string,
    profession: r.profession as string,
    description: r.description as string,
    specialties: (r.specialties as string[]).join(", "),
    image: (r.photo as string | null) ?? "",
    image_alt: (r.photoAlt as string | null) ?? "",
    visible: r.visible as boolean,
  }),
  card: (r) => ({ when: null, text: (r.profession as string) || (r.description as string), category: r.role as string, neighbourhood: null }),
};
