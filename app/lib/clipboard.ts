/** Thrown when there is nothing to copy (spec section 8, "No Content"). */
export class NothingToCopy extends Error {}

/**
 * Writes text to the clipboard. The text may still be on its way (a fetch): the clipboard is
 * written at once with a promise of it, so the browser still counts the user's click as the
 * gesture (Safari refuses a write after an await). Browsers without ClipboardItem get writeText.
 */
export async function copyToClipboard(text: string | Promise<string>): Promise<void> {
  const checked = Promise.resolve(text).then((value) => {
    if (!value.trim()) throw new NothingToCopy();
    return value;
  });
  // Read below whatever happens; this keeps a rejection from being reported as unhandled.
  checked.catch(() => undefined);
  try {
    if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
      const blob = checked.then((value) => new Blob([value], { type: "text/plain" }));
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
    } else {
      await navigator.clipboard.writeText(await checked);
    }
  } catch (error) {
    // The text's own failure (nothing to copy, a failed fetch) says more than the clipboard's.
    await checked;
    throw error;
  }
}
