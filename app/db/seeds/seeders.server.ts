// Sample content loaders, one per domain, run in this order by seed.server.ts on first start
// and by `npm run db:seed`. Each must be idempotent: a row already there (same slug) is left
// as it is, so seeding never overwrites what administrators edited. The sample content itself
// lives beside this file, one module per domain.
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { getDb } from "../client.server";
import { positions, proposals } from "../schema";
import type { DocumentTable } from "../schema/published-documents";
import { samplePositions } from "./positions";
import { sampleProposals } from "./proposals";

export interface Seeder {
  name: string;
  run(): Promise<void>;
}

/** Inserts sample documents that are not there yet, keyed by slug. */
export function documentSeeder<T extends DocumentTable>(name: string, table: T, rows: PgInsertValue<T>[]): Seeder {
  return {
    name,
    async run() {
      await getDb().insert(table).values(rows).onConflictDoNothing({ target: table.slug });
    },
  };
}

export const positionsSeeder = documentSeeder("positions", positions, samplePositions);
export const proposalsSeeder = documentSeeder("proposals", proposals, sampleProposals);

export const seeders: Seeder[] = [positionsSeeder, proposalsSeeder];
