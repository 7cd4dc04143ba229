// Writing with sources (issue 27, EVIDENCE.md "Prompt formats"): a section or FAQ prompt that
// carries passages in the <<<SOURCES fence is answered with sentences taken from those passages,
// each followed by its passage's label; `invent` adds a sentence citing [P99], never given.

export const SOURCES_FENCE = "<<<SOURCES";

/** The fenced passages of a prompt: label and text. */
function passagesOf(prompt: string): { label: string; text: string }[] {
  const fence = /<<<SOURCES\n([\s\S]*?)\nSOURCES>>>/.exec(prompt)?.[1] ?? "";
  return [...fence.matchAll(/^\[(P\d+)\] \(source: [^\n]*\)\n(.*)$/gm)].map((m) => ({
    label: m[1] ?? "",
    text: m[2] ?? "",
  }));
}

export function citedText(prompt: string, invent: boolean): string {
  const cited = passagesOf(prompt).map(({ label, text }) => {
    const first = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
    return `${first.replace(/[.!?]$/, "")} [${label}].`;
  });
  const made = invent ? [...cited, "The method doubled sales in one year [P99]."] : cited;
  const faq = [...prompt.matchAll(/^- (.+)$/gm)].map((m) => m[1] ?? "");
  if (faq.length > 0 && /answer each question/.test(prompt))
    return faq.map((q, i) => `<h3>${q}</h3>\n<p>${made[i % made.length] ?? ""}</p>`).join("\n");
  return made.map((sentence) => `<p>${sentence}</p>`).join("\n");
}
