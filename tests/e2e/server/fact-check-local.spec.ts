/**
 * The fact check through the real local runtime (the suite's tiny model, its grammar built from
 * the bounded "verdicts" schema): the check finishes, and whatever the model answers, a verdict
 * is kept only with a quote found in one of the user's passages.
 */
import { factCheckResponseSchema } from "@domain/api/fact-checks";
import { foldText } from "@domain/evidence-claims";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { insertPost } from "../../support/factories";
import { expect, test } from "../../support/fixtures";

const SOURCE =
  "Cold brew coffee has 15 percent less acidity than hot brewed coffee.\n\nThe first cold brew café opened in 2019 in Lisbon.";
const PIECE =
  "<p>Cold brew coffee has 15 percent less acidity than hot brewed coffee.</p><p>The first cold brew café opened in 2017 in Lisbon.</p>";

test("a fact check with the local model finishes, keeping only verdicts quoted from the sources", async ({
  page,
  signIn,
  db,
}) => {
  test.setTimeout(240_000);
  const user = await signIn({ tier: "pro" });
  const added = await page.request.post("/api/sources", {
    data: { kind: "text", text: SOURCE, title: "Coffee notes" },
  });
  expect(added.status()).toBe(201);
  const sourceId = ((await added.json()) as { source: { id: string } }).source.id;
  const post = await insertPost(db, user.id, { content: PIECE, sourceIds: [sourceId] });

  const started = await page.request.post(`/api/posts/${post.id}/fact-checks`, { data: {} });
  expect(started.status()).toBe(202);
  const { id } = factCheckResponseSchema.parse(await started.json()).check;
  let check = factCheckResponseSchema.parse(await started.json()).check;
  const deadline = Date.now() + 200_000;
  while (check.status === "queued" || check.status === "running") {
    if (Date.now() > deadline) throw new Error(`fact check still ${check.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    check = factCheckResponseSchema.parse(
      await (await page.request.get(`/api/fact-checks/${id}`)).json(),
    ).check;
  }
  expect(check.status).toBe("succeeded");
  expect(check.evidence?.claims).toHaveLength(2);
  for (const claim of check.evidence?.claims ?? []) {
    if (claim.verdict === "unverified") continue;
    expect(foldText(SOURCE)).toContain(foldText(claim.quote ?? "-"));
    expect(claim.sourceId).toBe(sourceId);
  }
  const [saved] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, post.id));
  expect(saved?.evidence).toEqual(check.evidence);
});
