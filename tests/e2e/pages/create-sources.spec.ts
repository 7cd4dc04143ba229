/**
 * The Create screen's Sources panel and research brief (issue 27): a writer pastes a source and
 * uploads a file, chooses them for the piece, sees them listed (also after a reload), is told why
 * a source was refused, removes one, and the screen passes axe with the panel open.
 */
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { english } from "../../support/english";
import { expect, navigate, test } from "../../support/fixtures";
import { makePdf } from "../../support/source-files";

const PASTED = [
  "Cold brew is steeped for twelve to twenty-four hours in cold water.",
  "The long steep gives a smooth, low-acid coffee that keeps in the fridge for a week.",
].join(" ");

test.describe("the Sources panel on the Create screen", () => {
  test.describe.configure({ timeout: 120_000 });

  test("pastes text and uploads a file, chooses them, lists them, and passes axe", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "pro" });
    await navigate(page, "/dashboard/create");
    const panel = page.getByRole("group", { name: "Sources" });
    await expect(panel).toContainText("No sources yet. Add one above.");
    // Nothing chosen: the brief cannot be built yet, and its cost is said before any run.
    await expect(panel.getByRole("button", { name: "Build research brief" })).toBeDisabled();
    await expect(panel).toContainText("Cost: ½ credit");

    await panel.getByRole("tab", { name: "Paste text" }).click();
    await panel.getByRole("textbox", { name: "Title (optional)" }).fill("Cold brew notes");
    await panel.getByRole("textbox", { name: "Text", exact: true }).fill(PASTED);
    await panel.getByRole("button", { name: "Add text" }).click();
    await expect(panel.getByRole("status").filter({ hasText: "Added" })).toHaveText(
      "Added “Cold brew notes”.",
    );

    await panel.getByRole("tab", { name: "File" }).click();
    await panel
      .getByRole("tabpanel", { name: "File" })
      .getByLabel("File")
      .setInputFiles({
        name: "espresso.pdf",
        mimeType: "application/pdf",
        buffer: makePdf([["Espresso is brewed in about 25 seconds at 9 bars."]], "Espresso notes"),
      });
    await panel.getByRole("button", { name: "Upload file" }).click();
    await expect(panel.getByRole("status").filter({ hasText: "Added" })).toHaveText(
      "Added “Espresso notes”.",
    );

    // Both are listed with what they are, and chosen for the piece as they were added.
    const list = panel.getByRole("list", { name: "Your sources" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list).toContainText("Pasted text");
    await expect(list).toContainText("espresso.pdf");
    const pasted = panel.getByRole("checkbox", { name: "Use “Cold brew notes” for this piece" });
    const file = panel.getByRole("checkbox", { name: "Use “Espresso notes” for this piece" });
    await pasted.check();
    await file.check();
    await expect(pasted).toBeChecked();
    await expect(file).toBeChecked();
    await expect(panel).toContainText("Chosen for this piece: 2 of 10");
    await expect(panel.getByRole("button", { name: "Build research brief" })).toBeEnabled();

    const stored = await db
      .select({ title: schema.sources.title, kind: schema.sources.kind })
      .from(schema.sources)
      .where(eq(schema.sources.userId, user.id));
    expect(stored.map((s) => `${s.kind}:${s.title}`).sort()).toEqual([
      "file:Espresso notes",
      "text:Cold brew notes",
    ]);

    await expectNoSeriousViolations(page);

    // They are the writer's: listed again after a reload.
    await page.reload();
    await expect(
      page.getByRole("list", { name: "Your sources" }).getByRole("listitem"),
    ).toHaveCount(2);
  });

  test("says why a source was refused, and removes one after confirming", async ({
    page,
    signIn,
  }) => {
    await signIn({ tier: "pro" });
    await navigate(page, "/dashboard/create");
    const panel = page.getByRole("group", { name: "Sources" });

    const address = panel.getByRole("textbox", { name: "Web address" });
    await address.fill("http://127.0.0.1/private");
    await address.press("Enter");
    const alert = panel.getByRole("alert");
    await expect(alert).toContainText(english("sources:errors.refusedTitle"));
    await expect(alert).toContainText(english("sources:refused.blockedAddress"));
    // Enter added the source; it did not submit the Create form around the panel.
    await expect(page.getByRole("alert").filter({ hasText: "Please provide" })).toHaveCount(0);

    await panel.getByRole("tab", { name: "Paste text" }).click();
    await panel.getByRole("textbox", { name: "Text", exact: true }).fill(PASTED);
    await panel.getByRole("button", { name: "Add text" }).click();
    const list = panel.getByRole("list", { name: "Your sources" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    const title = (await list.getByRole("listitem").locator("p").first().textContent()) ?? "";

    await list.getByRole("button", { name: `Remove “${title}”` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove this source?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(dialog).toBeHidden();
    await expect(panel).toContainText("No sources yet. Add one above.");
  });
});
