import type { LibraryQuery } from "@domain/library";

/** One card of the Library tab, as the dashboard loader sends it (dates as ISO strings). */
export type LibraryItem = {
  id: string;
  title: string;
  description: string | null;
  contentType: string;
  createdAt: string;
  updatedAt: string;
  wordCount: number;
  tone: string | null;
  keywords: string[];
};

export type LibraryTabProps = {
  /** The query the page shows (the page clamped to the last one). */
  query: LibraryQuery;
  total: number;
  pageCount: number;
  items: LibraryItem[];
  /** The list could not be read. */
  loadFailed: boolean;
  /** Free plan: when posts of earlier months are deleted (ISO); null for paid plans. */
  nextDeletion: string | null;
};
