/**
 * What a page put on the clipboard. The system clipboard is one for every browser the suite runs
 * (two workers copy at once), so reading it back can read another test's copy. The page's own
 * clipboard calls are recorded instead, as they reach the real clipboard: writeText's text, and a
 * ClipboardItem's text/plain.
 */
import type { Page } from "@playwright/test";

/** Records the page's clipboard writes from its next navigation on (call before page.goto). */
export async function trackClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    if (!clipboard) return;
    const record = (text: string) => {
      (window as unknown as { __copied?: string }).__copied = text;
    };
    const writeText = clipboard.writeText.bind(clipboard);
    const write = clipboard.write.bind(clipboard);
    clipboard.writeText = async (text: string) => {
      await writeText(text);
      record(text);
    };
    clipboard.write = async (items: ClipboardItem[]) => {
      await write(items);
      const item = items.find((i) => i.types.includes("text/plain"));
      if (item) record(await (await item.getType("text/plain")).text());
    };
  });
}

/** The text the page last put on the clipboard ("" when nothing yet). */
export async function lastCopied(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __copied?: string }).__copied ?? "");
}
