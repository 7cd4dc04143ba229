/**
 * The layer rules of biome.json (docs/decisions/0010-layout-and-seams.md) fail `npm run lint` on
 * the imports they forbid: each fixture below is linted with the project's own biome.json, in a
 * scratch folder laid out like the project, and must fail (or pass) with the rule's message.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIOME = path.join(ROOT, "node_modules/.bin/biome");
let scratch = "";

type Diagnostic = { category: string; message: string };

/** Lints one file written at `file` (a project path) with the project's rules. */
function lint(file: string, source: string): Diagnostic[] {
  const target = path.join(scratch, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, source);
  const run = spawnSync(BIOME, ["lint", "--vcs-enabled=false", "--reporter=json", file], {
    cwd: scratch,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics.filter((d) => d.category === "lint/style/noRestrictedImports");
}

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-lint-"));
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  fs.writeFileSync(path.join(scratch, "biome.json"), JSON.stringify(config));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const use = (from: string) => `import { thing } from "${from}";\n\nexport const value = thing;\n`;

describe("the layer rules", () => {
  it.each([
    ["domain/plans-extra.ts", "@server/db", "domain/ is pure"],
    ["domain/plans-extra.ts", "~/lib/cn", "domain/ is pure"],
    ["domain/api/extra.ts", "../../server/db", "domain/ is pure"],
    ["app/components/library/extra.tsx", "@server/library", "never import server code"],
    ["app/lib/extra.ts", "@server/auth", "never import server code"],
    ["app/routes/dashboard/extra.tsx", "@server/library/list", "through its index.ts"],
    ["server/library/extra.ts", "../db/schema", "through its index.ts"],
    ["server/model/local/extra.ts", "../../auth/session", "through its index.ts"],
    ["server/generation/eval/extra.ts", "../../../server/db/schema", "through its index.ts"],
    ["server/extra.ts", "./http/app", "through its index.ts"],
    ["app/lib/extra.ts", "~/components/ui/toaster", "app/lib is below the screens"],
    ["app/lib/extra.server.ts", "~/components/site/article-card", "app/lib is below the screens"],
    ["app/lib/extra.ts", "~/root", "app/lib is below the screens"],
    ["app/lib/extra.ts", "~/routes/dashboard/layout", "app/lib is below the screens"],
    ["app/lib/extra.ts", "../components/ui/button", "app/lib is below the screens"],
    ["app/lib/extra.ts", "../root", "app/lib is below the screens"],
    ["app/components/ideas/extra.ts", "~/routes/dashboard/layout", "never import a route module"],
    ["app/components/layout/extra.ts", "~/root", "never import a route module"],
    ["app/components/dashboard/extra.ts", "../../routes/dashboard/layout", "never import a route"],
    ["app/components/site/extra.tsx", "~/routes/site/contact.server", "never import a route"],
    ["app/components/billing/extra.tsx", "~/components/dashboard/tabs", "sits below"],
    ["app/components/billing/extra.tsx", "../dashboard/tabs", "sits below"],
    ["app/components/billing/extra.tsx", "@server/billing", "never import server code"],
    ["app/components/billing/extra.tsx", "~/routes/dashboard/layout", "never import a route"],
  ])("%s may not import %s", (file, from, message) => {
    const found = lint(file, use(from));
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain(message);
  });

  it.each([
    ["domain/plans-extra.ts", "./plans"],
    ["app/components/library/extra.tsx", "@domain/library"],
    ["app/lib/toast-extra.server.ts", "@server/auth"],
    ["app/lib/extra.ts", "@domain/site/content"],
    ["app/lib/extra.ts", "./theme"],
    ["app/components/site/extra.tsx", "@domain/site/contact"],
    ["app/components/dashboard/extra.tsx", "~/components/billing/pricing-dialog"],
    ["app/components/billing/extra.tsx", "~/components/ui/confirm-dialog"],
    ["app/components/billing/extra.tsx", "~/lib/use-root-data"],
    ["app/routes/dashboard/extra.tsx", "@server/library"],
    ["server/library/extra.ts", "../db"],
    ["server/model/local/extra.ts", "./host"],
    ["server/generation/eval/extra.ts", "../../log"],
  ])("%s may import %s", (file, from) => {
    expect(lint(file, use(from))).toEqual([]);
  });
});
