import { expect, test } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

test("paths of this site are kept", () => {
  expect(safeRedirectPath("/admin")).toBe("/admin");
  expect(safeRedirectPath("/prises-positions?annee=2025#ztl")).toBe("/prises-positions?annee=2025#ztl");
});

test("other sites, protocol-relative and odd targets fall back", () => {
  for (const target of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, 42, "/a\nb"]) {
    expect(safeRedirectPath(target, "/espace")).toBe("/espace");
  }
});
