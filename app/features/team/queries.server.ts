// Reads of the board (/equipe): the visible members of board_members in the order the
// back-office set, with public fields only. The page says the people shown are fictional while
// a visible member is still a seeded sample (is_sample), and no longer once the association has
// replaced or hidden every sample.
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { boardMembers } from "~/db/schema";

export interface BoardMember {
  slug: string;
  name: string;
  role: string;
  profession: string;
  description: string;
  specialties: string[];
  photo: { src: string; alt: string } | null;
  /** A seeded sample (fictional person): labelled « Exemple ». */
  sample: boolean;
}

export interface Board {
  members: BoardMember[];
  /** A visible member is sample content (fictional): the page says so. */
  sample: boolean;
}

export async function getBoard(db: Database): Promise<Board> {
  const rows = await db
    .select({
      slug: boardMembers.slug,
      name: boardMembers.name,
      role: boardMembers.role,
      profession: boardMembers.profession,
      description: boardMembers.description,
      specialties: boardMembers.specialties,
      photo: boardMembers.photo,
      photoAlt: boardMembers.photoAlt,
      isSample: boardMembers.isSample,
    })
    .from(boardMembers)
    .where(eq(boardMembers.visible, true))
    .orderBy(asc(boardMembers.position), asc(boardMembers.id));
  return {
    members: rows.map(({ photo, photoAlt, isSample, ...member }) => ({
      ...member,
      sample: isSample,
      photo: photo ? { src: photo, alt: photoAlt ?? `Portrait de ${member.name}` } : null,
    })),
    sample: rows.some((row) => row.isSample),
  };
}

/** How many board members the public page shows, and how many of those are still seeded samples. */
export async function boardMemberCounts(db: Database): Promise<{ visible: number; samples: number }> {
  const rows = await db.select({ isSample: boardMembers.isSample }).from(boardMembers).where(eq(boardMembers.visible, true));
  return { visible: rows.length, samples: rows.filter((row) => row.isSample).length };
}
