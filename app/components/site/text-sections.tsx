import type { TextBlocks } from "~/lib/copy";

/** Titled paragraphs of a static page, each an h2 section. */
export function TextSections({ blocks }: { blocks: TextBlocks }) {
  return (
    <div className="grid gap-10">
      {Object.entries(blocks).map(([key, block]) => (
        <section key={key} aria-labelledby={`section-${key}`}>
          <h2 id={`section-${key}`} className="font-semibold text-2xl">
            {block.title}
          </h2>
          <p className="mt-3 text-muted-foreground leading-relaxed">{block.body}</p>
        </section>
      ))}
    </div>
  );
}

/** Titled paragraphs as a grid of cards (benefits, features). */
export function CardGrid({ blocks, columns = 2 }: { blocks: TextBlocks; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[
    columns
  ];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {Object.entries(blocks).map(([key, block]) => (
        <li key={key} className="rounded-xl border bg-card p-6">
          <h3 className="font-semibold text-lg">{block.title}</h3>
          <p className="mt-2 text-muted-foreground">{block.body}</p>
        </li>
      ))}
    </ul>
  );
}
