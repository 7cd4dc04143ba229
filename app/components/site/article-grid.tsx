import type { CardData } from "@domain/site/content";
import type { ReactNode } from "react";
import { ArticleCard } from "./article-card";

/**
 * A listing's cards, or what to say when there are none: the blog's listings and the help
 * center's categories share it. `empty` holds the empty state's title, text and way on.
 */
export function ArticleGrid({
  items,
  empty,
}: {
  items: readonly CardData[];
  empty: { title: string; body: string; link?: { href: string; label: string } };
}) {
  if (items.length)
    return (
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <ArticleCard key={item.id} item={item} />
        ))}
      </div>
    );
  return (
    <div className="mt-6 rounded-xl border border-dashed p-12 text-center">
      <p className="font-semibold text-lg">{empty.title}</p>
      <p className="mt-2 text-muted-foreground">{empty.body}</p>
      {empty.link ? <EmptyLink href={empty.link.href}>{empty.link.label}</EmptyLink> : null}
    </div>
  );
}

function EmptyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="mt-6 inline-flex rounded-md border px-4 py-2 font-medium text-sm hover:bg-accent"
    >
      {children}
    </a>
  );
}
