import type { ReactNode } from "react";

/** A titled section of a legal page: paragraphs (split on blank lines), then an optional list. */
export type LegalSection = { title: string; body: string; items?: Record<string, string> };
export type LegalSectionBlocks = Record<string, LegalSection>;

/** The sections of a legal page, each an h2; `after` places something after a section (a table). */
export function LegalSections({
  sections,
  after = {},
}: {
  sections: LegalSectionBlocks;
  after?: Record<string, ReactNode>;
}) {
  return (
    <div className="grid gap-10">
      {Object.entries(sections).map(([key, section]) => (
        <section key={key} aria-labelledby={`section-${key}`} className="min-w-0">
          <h2 id={`section-${key}`} className="font-semibold text-2xl">
            {section.title}
          </h2>
          {section.body.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph} className="mt-3 text-muted-foreground leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-3 grid list-disc gap-2 ps-6 text-muted-foreground leading-relaxed">
              {Object.entries(section.items).map(([item, text]) => (
                <li key={item}>{text}</li>
              ))}
            </ul>
          ) : null}
          {after[key]}
        </section>
      ))}
    </div>
  );
}
