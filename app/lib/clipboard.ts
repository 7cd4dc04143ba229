/** Thrown when there is nothing to copy (spec section 8, "No Content"). */
export class NothingToCopy extends Error {}

/**
 * Writes text to the clipboard. The text may still be on its way (a fetch): a ClipboardItem
 * holding a promise keeps the user's click as the gesture that allows the write.
 */
export async function copyToClipboard(text: string | Promise<string>): Promise<void> {
  const checked = Promise.resolve(text).then((value) => {
    if (!value.trim()) throw new NothingToCopy();
    return value;
  });
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    const blob = checked.then((value) => new Blob([value], { type: "text/plain" }));
    // Chromium rejects the write itself when the promise rejects; surface our reason instead.
    await Promise.all([
      navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]),
      checked,
    ]);
    return;
  }
  await navigator.clipboard.writeText(await checked);
}
