/** A message to show once after a redirect; title and description are i18n keys or plain text. */
export type FlashToast = { kind: "success" | "error"; title: string; description?: string };
