// The layers of docs/architecture.md are the linter's (eslint.config.js, ADR 0029): a deliberate
// wrong-way import, or one that closes a cycle, fails `npm run lint`, and so CI. Each case is
// linted as if it were a file of the tree, with the project's own configuration.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, test } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the plugins and the TypeScript resolver's view of the project: seconds on a
// busy 2-core machine, paid here rather than by whichever case happens to run first.
beforeAll(async () => {
  await eslint.lintText("export const warm = 1;\n", { filePath: "app/lib/warm.ts" });
}, 60_000);

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe("an import that points up is refused", () => {
  test.each([
    ["the ground floor (lib) importing a feature", "app/lib/probe.ts", 'import { MIN_QUERY_LENGTH } from "~/features/search/rules";\nexport const probe = MIN_QUERY_LENGTH;\n', "The ground floor"],
    ["a component importing a feature by a relative path", "app/components/layout/Probe.tsx", 'import { MIN_QUERY_LENGTH } from "../../features/search/rules";\nexport const probe = MIN_QUERY_LENGTH;\n', "The ground floor"],
    ["the database layer importing the composition root", "app/db/probe.ts", 'import { jobHandlers } from "~/composition/job-handlers.server";\nexport const probe = jobHandlers;\n', "The ground floor"],
    ["content importing the root", "app/content/probe.ts", 'import { loader } from "~/root";\nexport const probe = loader;\n', "The ground floor"],
    ["a feature importing a route", "app/features/blog/probe.ts", 'import { loader } from "~/routes/public/blog";\nexport const probe = loader;\n', "A feature never imports"],
    ["a feature importing the composition root", "app/features/blog/probe.ts", 'import { loadShellData } from "../../composition/shell-data.server";\nexport const probe = loadShellData;\n', "A feature never imports"],
    ["the composition root importing a route", "app/composition/probe.ts", 'import { loader } from "~/routes/public/blog";\nexport const probe = loader;\n', "never imports a route"],
  ])("%s", async (_case, filePath, code, message) => {
    const found = await problems(filePath, code);
    expect(found).toEqual([expect.stringMatching(new RegExp(`^no-restricted-imports: .*${message}`))]);
  });

  test("the same imports are allowed one floor up", async () => {
    expect(await problems("app/features/search/probe.ts", 'import { cleanText } from "~/lib/form-fields";\nexport const probe = cleanText;\n')).toEqual([]);
    expect(await problems("app/composition/probe.ts", 'import { MIN_QUERY_LENGTH } from "~/features/search/rules";\nexport const probe = MIN_QUERY_LENGTH;\n')).toEqual([]);
    expect(await problems("app/routes/public/probe.tsx", 'import { jobHandlers } from "~/composition/job-handlers.server";\nexport const probe = jobHandlers;\n')).toEqual([]);
  });
});

describe("the process-wide database is reached only where a process starts (ADR 0031)", () => {
  test.each([
    ["a feature", "app/features/blog/probe.ts", 'import { getDb } from "~/db/client.server";\nexport const probe = getDb;\n'],
    ["the ground floor, by a relative path", "app/lib/probe.ts", 'import { getDb } from "../db/client.server";\nexport const probe = getDb;\n'],
    ["a public route", "app/routes/public/probe.tsx", 'import { getDb } from "~/db/client.server";\nexport const probe = getDb;\n'],
    ["a back-office route", "app/routes/admin/probe.tsx", 'import { getDb } from "~/db/client.server";\nexport const probe = getDb;\n'],
  ])("%s importing getDb is refused", async (_case, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([expect.stringMatching(/^no-restricted-imports: .*first parameter/)]);
  });

  test("the database's type may be imported anywhere; getDb itself in the database layer and the composition root", async () => {
    expect(await problems("app/features/blog/probe.ts", 'import type { Database } from "~/db/client.server";\nexport type Probe = Database;\n')).toEqual([]);
    expect(await problems("app/composition/probe.ts", 'import { getDb } from "~/db/client.server";\nexport const probe = getDb;\n')).toEqual([]);
    expect(await problems("app/db/probe.ts", 'import { getDb } from "./client.server";\nexport const probe = getDb;\n')).toEqual([]);
  });
});

test("an import that closes a cycle is refused: lib/jobs.server.ts already imports lib/env.server.ts", async () => {
  const found = await problems("app/lib/env.server.ts", 'import { enqueue } from "./jobs.server";\nexport const probe = enqueue;\n');
  expect(found).toContain("import-x/no-cycle: Dependency cycle detected");
});

describe("a domain's back-office code is for the back-office routes (ADR 0032)", () => {
  test.each([
    ["a public route importing a domain's admin queries", "app/routes/public/probe.tsx", 'import { listIdeaSubmissions } from "~/features/ideas/admin/queries.server";\nexport const probe = listIdeaSubmissions;\n'],
    ["a member route importing the inbox", "app/routes/member/probe.tsx", 'import { listMessages } from "~/features/contact/admin/inbox.server";\nexport const probe = listMessages;\n'],
    ["the ground floor importing a domain's admin component", "app/components/probe.tsx", 'import { PhotoModerationCard } from "../features/photos/admin/components/PhotoModerationCard";\nexport const probe = PhotoModerationCard;\n'],
  ])("%s is refused", async (_case, filePath, code) => {
    expect(await problems(filePath, code)).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*back-office routes only/));
  });

  test("a back-office route may import it", async () => {
    expect(await problems("app/routes/admin/probe.tsx", 'import { listIdeaSubmissions } from "~/features/ideas/admin/queries.server";\nexport const probe = listIdeaSubmissions;\n')).toEqual([]);
  });
});
