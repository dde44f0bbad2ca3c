// Reads of the board. Today the sample board of app/content/team.ts; when administrators edit
// it (ADR 0009) a table takes its place here and the page does not change.
import { boardMembers, isSample } from "~/content/team";

export interface BoardMember {
  id: string;
  name: string;
  role: string;
  profession: string;
  description: string;
  specialties: string[];
}

export interface Board {
  members: BoardMember[];
  /** The people shown are fictional (sample content): the page says so. */
  sample: boolean;
}

export async function getBoard(): Promise<Board> {
  return {
    members: boardMembers.map((m) => ({ id: m.id, name: m.name, role: m.role, profession: m.profession, description: m.description, specialties: [...m.specialties] })),
    sample: isSample,
  };
}
