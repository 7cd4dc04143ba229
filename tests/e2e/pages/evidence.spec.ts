import { randomUUID } from "node:crypto";
import { type CitedSource, type Claim, countClaims, EVIDENCE_VERSION } from "@domain/evidence";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost } from "../../support/factories";
import { expect, navigate, test } from "../../support/fixtures";

const REPORT = "https://example.com/market-report";
const LINK = `target="_blank" rel="noopener noreferrer nofollow"`;
// A piece as the writer stores it (docs/decisions/0027-evidence.md): references after the
// claims, then the Sources list.
const CONTENT =
  "<h2>The market in 2024</h2>" +
  `<p>The market grew <strong>12%</strong> in 2024<a class="cite" href="${REPORT}" ${LINK}>[1]</a>. ` +
  `Most buyers were small firms<span class="cite">[2]</span>. ` +
  "Prices will double by 2030.</p>" +
  `<h2>Sources</h2><ol class="sources"><li><a href="${REPORT}" ${LINK}>Market report 2024</a> (example.com)</li><li>Interview notes</li></ol>`;

const sources = [randomUUID(), randomUUID()];
const CITATIONS: CitedSource[] = [
  {
    n: 1,
    sourceId: sources[0] as string,
    kind: "url",
    title: "Market report 2024",
    site: "example.com",
    address: REPORT,
    passages: [{ id: randomUUID(), text: "In 2024 the market grew by 9%, led by small firms." }],
  },
  {
    n: 2,
    sourceId: sources[1] as string,
    kind: "text",
    title: "Interview notes",
    site: null,
    address: null,
    passages: [{ id: randomUUID(), text: "Most of our buyers are small firms." }],
  },
];
const CLAIMS: Claim[] = [
  {
    sentence: "The market grew 12% in 2024.",
    kinds: ["number", "date"],
    verdict: "contradicted",
    quote: "In 2024 the market grew by 9%",
    sourceId: sources[0],
  },
  {
    sentence: "Most buyers were small firms.",
    kinds: ["superlative"],
    verdict: "supported",
    quote: "Most of our buyers are small firms.",
    sourceId: sources[1],
  },
  {
    sentence: "Prices will double by 2030.",
    kinds: ["number", "date"],
    verdict: "unverified",
    flag: "invented",
  },
];

async function seed(db: Parameters<typeof insertPost>[0], userId: string) {
  return insertPost(db, userId, {
    title: "The market in 2024",
    content: CONTENT,
    wordCount: 30,
    sourceIds: sources,
    citations: CITATIONS,
    evidence: {
      version: EVIDENCE_VERSION,
      checkedAt: new Date().toISOString(),
      withSources: true,
      claims: CLAIMS,
      counts: countClaims(CLAIMS),
    },
  });
}

test("the view opens a citation's passages from the keyboard and marks each claim", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await seed(db, user.id);
  await navigate(page, "/dashboard/view/:id", { params: { id: post.id } });

  const body = page.getByTestId("post-content");
  const reference = body.getByRole("button", { name: "Source 2: Interview notes" });
  await reference.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "[2] Interview notes" });
  await expect(dialog).toContainText("Most of our buyers are small firms.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(reference).toBeFocused();

  await body.getByRole("button", { name: "Source 1: Market report 2024" }).click();
  const web = page.getByRole("dialog", { name: "[1] Market report 2024" });
  await expect(web).toContainText("In 2024 the market grew by 9%, led by small firms.");
  await expect(web.getByRole("link", { name: /Open the source/ })).toHaveAttribute("href", REPORT);
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");

  // The Sources list is links.
  await expect(
    body.locator("ol.sources").getByRole("link", { name: "Market report 2024" }),
  ).toHaveAttribute("href", REPORT);
  // Each claim marked with words, not colour alone.
  await expect(body.locator("mark")).toContainText(["The market grew ", "12%", " in 2024", "."]);
  await expect(body.locator(".evidence-badge")).toHaveText([
    /Contradicted/,
    /Supported/,
    /Flagged/,
  ]);
  const panel = page.getByRole("region", { name: "Evidence" });
  await expect(panel).toContainText("Claims: 3 · supported: 1 · contradicted: 1 · unverified: 1");
  await expect(panel.getByRole("listitem")).toHaveCount(3);
  await expectNoSeriousViolations(page);
});

test("the editor marks a flagged sentence without saving the marks, beside the Evidence panel", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await seed(db, user.id);
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });

  const body = page.getByRole("textbox", { name: "Content" });
  const flagged = body.locator("mark", { hasText: "Prices will double by 2030." });
  await expect(flagged).toBeVisible();
  await expect(body.locator(".evidence-badge").last()).toHaveText(/Flagged/);
  await expect(body.locator(".evidence-badge").last()).toHaveAttribute("contenteditable", "false");

  const panel = page.getByRole("region", { name: "Evidence" });
  await expect(panel.getByRole("button", { name: "Check facts" })).toBeEnabled();
  await expect(panel).toContainText("Costs ½ credit.");
  await panel.getByText("[2] Interview notes").click();
  await expect(panel).toContainText("Most of our buyers are small firms.");
  await expectNoSeriousViolations(page);

  // An edit keeps the references and never saves a mark.
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" More.");
  await expect(panel.getByRole("button", { name: "Check facts" })).toBeDisabled();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`/dashboard/view/${post.id}`);
  const [row] = await db.query.blogPosts.findMany({ where: (p, { eq }) => eq(p.id, post.id) });
  expect(row?.content).toContain(`<a class="cite" href="${REPORT}"`);
  expect(row?.content).toContain('<span class="cite">[2]</span>');
  expect(row?.content).not.toMatch(/<mark|evidence-/);
});
