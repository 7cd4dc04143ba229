/**
 * The Voices screen (issue 29), on a server of its own whose model is the scripted one (it
 * answers the guide prompt): a writer is told the cost before anything runs and why a voice with
 * too few samples is refused, creates a voice from pasted samples and one of their library posts,
 * sees its progress and then the learned voice (fingerprint and guide), edits the guide, finds the
 * edit after a reload, and deletes the voice after confirming. axe runs on each state; a hostile
 * sample title and text (from the shared XSS corpus) are shown as text and never run. A voice
 * whose guide the model cannot write fails and says why.
 */
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost } from "../../support/factories";
import { expect, routeUrl, test } from "../../support/fixtures";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";
import { findingsOf, installXssHooks } from "../../support/xss-browser";
import { dompurifyVectors, owaspVectors } from "../../support/xss-vectors";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Each model answer takes a moment, as a real model's does: the progress can be seen.
  app = await startScriptedApp("voices", {}, { delayMs: 1500 });
});

test.afterAll(async () => {
  await app?.stop();
});

const DIARY = [
  "I get up early because the house is quiet then. I make coffee, and I write.",
  "Not much, maybe a page. I don't plan it. I just start with whatever is on my mind,",
  "and I keep going until the cup is empty. Some days it's a list. Some days it's a letter",
  "to someone I haven't called in a while. Does it matter? I think it does. It clears my head.",
].join(" ");
const GARDEN = [
  "We planted the tomatoes too early this year, and the cold snap got half of them.",
  "I'm not upset. Gardens teach you patience whether you want the lesson or not.",
  "So we bought new seedlings, waited two more weeks, and tried again. This time they took.",
  "You learn to read the weather, the soil, the way the leaves curl when they're thirsty.",
].join(" ");
const POST_BODY = `<p>${[
  "Launch days are loud, so I try to keep mine small. I write the announcement the night",
  "before, I read it out loud once, and I cut every sentence that sounds like a brochure.",
  "Then I sleep. In the morning I send it, I answer the first questions myself, and I keep",
  "the rest of the day free for the people who write back. That is the whole plan.",
].join(" ")}</p>`;
// A few of the shared corpus's vectors, as a sample's title and inside its text.
const HOSTILE_TITLE = dompurifyVectors.find((v) => /onerror/i.test(v.payload))?.payload ?? "";
const HOSTILE_TEXT = `${GARDEN} ${owaspVectors
  .slice(0, 6)
  .map((v) => v.payload)
  .join(" ")}`;

test("a voice from pasted samples and a library post: progress, fingerprint, guide edited, deleted", async ({
  page,
  context,
}) => {
  expect(HOSTILE_TITLE).not.toBe("");
  await installXssHooks(context);
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await insertPost(app.db, user.id, {
    title: "Launch day notes",
    content: POST_BODY,
    wordCount: 70,
  });
  await app.signIn(page, user.token);
  const at = (path: string) => `${app.server.url}${path}`;
  await page.goto(at(routeUrl("/dashboard/voices")));

  // The empty screen, with the plan's limit.
  await expect(page.getByRole("heading", { name: "Voices", level: 1 })).toBeVisible();
  await expect(page.getByText("Voices: 0 of 10")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No voices yet" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Workspace" });
  await expect(sidebar.getByRole("link", { name: "Voices", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoSeriousViolations(page);

  // The form: the cost is said before anything runs, on the button too.
  await page.getByRole("link", { name: "New voice" }).click();
  const form = page.getByRole("region", { name: "New voice" });
  await expect(form).toContainText("Learning this voice costs 0.5 credit.");
  const start = form.getByRole("button", { name: "Learn voice (0.5 credit)" });
  await expect(start).toBeVisible();
  await form.getByRole("textbox", { name: "Name" }).fill("Morning me");
  // Too few samples: the server's refusal, in the words of its message key.
  await start.click();
  await expect(form.getByRole("alert")).toContainText("A voice needs 3 to 10 samples.");
  await expectNoSeriousViolations(page);

  const addText = async (title: string, text: string) => {
    await form.getByRole("textbox", { name: "Title" }).fill(title);
    await form.getByRole("textbox", { name: "Text", exact: true }).fill(text);
    await form.getByRole("button", { name: "Add text" }).click();
  };
  await addText("Diary", DIARY);
  await expect(form.getByRole("status")).toHaveText("Added “Diary”.");
  await addText(HOSTILE_TITLE, HOSTILE_TEXT);
  await form.getByRole("tab", { name: "From your library" }).click();
  await form.getByRole("button", { name: "Add “Launch day notes” as a sample" }).click();
  const samples = form.getByRole("list", { name: "Samples" });
  // A sample too short to learn from: the refusal names it.
  await form.getByRole("tab", { name: "Paste text" }).click();
  await addText("Short", "Only a handful of words here.");
  await start.click();
  await expect(form.getByRole("alert")).toContainText(
    "This sample is too short to learn from (at least 40 words). Sample 4: “Short”",
  );
  await samples.getByRole("button", { name: "Remove “Short”" }).click();
  await expect(samples.getByRole("listitem")).toHaveCount(3);
  await expect(form).toContainText("Samples: 3 of 10");
  await expect(samples.getByRole("listitem").nth(0)).toContainText("Pasted text");
  await expect(samples.getByRole("listitem").nth(2)).toContainText("Library post");
  await expect(samples.getByRole("listitem").nth(2)).toContainText("70 words");
  // The hostile title is text on the page.
  await expect(samples.getByRole("listitem").nth(1)).toContainText(HOSTILE_TITLE);
  await expectNoSeriousViolations(page);

  // Learning: progress, then the learned voice.
  await start.click();
  await expect(page).toHaveURL(/[?&]voice=/);
  const voice = page.getByRole("region", { name: /Morning me/ });
  await expect(voice.getByRole("progressbar", { name: "Learning progress" })).toBeVisible();
  await expect(voice.getByRole("status")).toContainText(
    /Waiting to start|Measuring your samples|Writing the guide|Finishing/,
  );
  await expectNoSeriousViolations(page);
  await expect(voice.getByRole("heading", { name: "Fingerprint" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(voice).toContainText("Ready");
  await expect(voice.getByRole("progressbar")).toHaveCount(0);
  await expect(voice).toContainText("Sentence length");
  await expect(voice).toContainText("Favourite phrases");
  // The stored title is plain text (the server drops markup); what is left of the vector is text.
  await expect(voice.getByRole("list", { name: "Samples it was learned from" })).toContainText(
    'onerror="alert(1);//"',
  );
  await expectNoSeriousViolations(page);
  const [stored] = await app.db
    .select({ status: schema.voices.status, guide: schema.voices.guide })
    .from(schema.voices)
    .where(eq(schema.voices.userId, user.id));
  expect(stored?.status).toBe("succeeded");

  // The guide, edited and saved; still there after a reload.
  const tone = voice.getByRole("textbox", { name: "Tone" });
  await expect(tone).not.toHaveValue("");
  await tone.fill("Plain, warm and unhurried.");
  await voice.getByRole("textbox", { name: "Words to avoid" }).fill("leverage\nsynergy");
  await voice.getByRole("button", { name: "Save guide" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Guide saved." }),
  ).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole("region", { name: /Morning me/ });
  await expect(reloaded.getByRole("textbox", { name: "Tone" })).toHaveValue(
    "Plain, warm and unhurried.",
  );
  await expect(reloaded.getByRole("textbox", { name: "Words to avoid" })).toHaveValue(
    "leverage\nsynergy",
  );

  // Listed with its language, status and samples.
  await page.getByRole("link", { name: "Back to voices" }).click();
  const row = page.getByRole("row", { name: /Morning me/ });
  await expect(row).toContainText("English");
  await expect(row).toContainText("Ready");
  await expect(row).toContainText("3");
  await expect(page.getByText("Voices: 1 of 10")).toBeVisible();
  await expectNoSeriousViolations(page);

  // Deleted after confirming.
  await page.getByRole("link", { name: "Open “Morning me”" }).click();
  await page.getByRole("button", { name: "Delete voice" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this voice?" });
  await expect(dialog).toContainText("“Morning me” will be deleted.");
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "No voices yet" })).toBeVisible();
  const left = await app.db
    .select({ id: schema.voices.id })
    .from(schema.voices)
    .where(eq(schema.voices.userId, user.id));
  expect(left).toEqual([]);

  // Nothing hostile ran, anywhere along the way.
  expect(await findingsOf(page)).toEqual({ executed: [], blocked: [], dangers: [] });
});

test("a voice from an uploaded file and pasted text whose guide the model cannot write fails, and says so", async ({
  page,
}) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  app.scripted.scenario = "no-json";
  try {
    await page.goto(`${app.server.url}${routeUrl("/dashboard/voices")}?new`);
    const form = page.getByRole("region", { name: "New voice" });
    await form.getByRole("textbox", { name: "Name" }).fill("Unlucky");
    // One sample as an uploaded file (read by POST /api/voices/samples, multipart).
    await form.getByRole("tab", { name: "File" }).click();
    await form
      .getByRole("tabpanel", { name: "File" })
      .getByLabel("File")
      .setInputFiles({ name: "garden.txt", mimeType: "text/plain", buffer: Buffer.from(GARDEN) });
    await form.getByRole("button", { name: "Upload file" }).click();
    await expect(form.getByRole("status")).toHaveText(/^Added “.+”\.$/);
    await expect(form.getByRole("list", { name: "Samples" })).toContainText("File");
    await form.getByRole("tab", { name: "Paste text" }).click();
    for (const [title, text] of [
      ["Diary", DIARY],
      ["Launch", POST_BODY.replace(/<\/?p>/g, "")],
    ]) {
      await form.getByRole("textbox", { name: "Title" }).fill(title as string);
      await form.getByRole("textbox", { name: "Text", exact: true }).fill(text as string);
      await form.getByRole("button", { name: "Add text" }).click();
      await expect(form.getByRole("status")).toHaveText(`Added “${title}”.`);
    }
    await form.getByRole("button", { name: "Learn voice (0.5 credit)" }).click();
    const voice = page.getByRole("region", { name: /Unlucky/ });
    await expect(voice.getByRole("alert")).toHaveText(
      "The voice could not be learned. Nothing was charged.",
      { timeout: 60_000 },
    );
    await expect(voice).toContainText("Failed");
    await expect(voice.getByRole("heading", { name: "Guide" })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  } finally {
    app.scripted.scenario = "clean";
  }
});

test("the issue's whole flow: samples become a voice in the browser, a piece is written in it, and the report says how close it is and what to change", async ({
  page,
}) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await insertPost(app.db, user.id, {
    title: "Launch day notes",
    content: POST_BODY,
    wordCount: 70,
  });
  await app.signIn(page, user.token);
  await page.goto(`${app.server.url}${routeUrl("/dashboard/voices")}?new`);
  const form = page.getByRole("region", { name: "New voice" });
  await form.getByRole("textbox", { name: "Name" }).fill("Morning me");
  for (const [title, text] of [
    ["Diary", DIARY],
    ["Garden", GARDEN],
  ]) {
    await form.getByRole("textbox", { name: "Title" }).fill(title as string);
    await form.getByRole("textbox", { name: "Text", exact: true }).fill(text as string);
    await form.getByRole("button", { name: "Add text" }).click();
    await expect(form.getByRole("status")).toHaveText(`Added “${title}”.`);
  }
  await form.getByRole("tab", { name: "From your library" }).click();
  await form.getByRole("button", { name: "Add “Launch day notes” as a sample" }).click();
  await form.getByRole("button", { name: "Learn voice (0.5 credit)" }).click();
  const voice = page.getByRole("region", { name: /Morning me/ });
  await expect(voice.getByRole("heading", { name: "Fingerprint" })).toBeVisible({
    timeout: 60_000,
  });
  await voice.getByRole("textbox", { name: "Tone" }).fill("Plain, warm and unhurried.");
  await voice.getByRole("button", { name: "Save guide" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Guide saved." }),
  ).toBeVisible();

  // Written in the voice from the Create form.
  await page.goto(`${app.server.url}${routeUrl("/dashboard/create")}`);
  await page.getByLabel("Title").first().fill("Composting at home");
  await page.getByLabel("Topic").first().fill("home composting");
  await page.getByLabel("Voice", { exact: true }).selectOption({ label: "Morning me" });
  await page.getByRole("button", { name: "Generate Blog Post" }).click();
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 120_000 });

  // The report: the score with the voice's name, and the measures furthest off, in words.
  const report = page.getByTestId("report-voice");
  await expect(report).toContainText(/\d{1,3}\/100 match with Morning me/);
  const measures = report.getByRole("listitem");
  expect(await measures.count()).toBeGreaterThan(0);
  await expect(measures.first()).toContainText(/your/i);
  await expectNoSeriousViolations(page);
});
