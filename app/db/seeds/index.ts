// Sample content loaders, one per domain. Each must be idempotent (safe to run again).
// Domains add their seeder here; the order matters only where one refers to another.
import { positionsSeeder } from "~/features/positions/seed";
import { proposalsSeeder } from "~/features/proposals/seed";
export interface Seeder {
  name: string;
  run(): Promise<void>;
}

export const seeders: Seeder[] = [positionsSeeder, proposalsSeeder];
