/**
 * How references and the Sources list look in a body (the view and the editor): a reference is
 * a small raised number that shows its focus; the list's long addresses wrap. A module of its
 * own, so the editor's frame does not bring the citations' code (issue 32).
 */
export const CITE_CLASSES =
  "[&_.cite]:ms-0.5 [&_.cite]:cursor-pointer [&_.cite]:align-super [&_.cite]:font-medium [&_.cite]:text-[0.75em] [&_.cite]:text-primary [&_.cite]:no-underline [&_.cite:focus-visible]:rounded-sm [&_.cite:focus-visible]:outline-2 [&_.cite:focus-visible]:outline-ring [&_.cite:focus-visible]:outline-offset-2 [&_ol.sources]:text-sm [&_ol.sources_a]:break-words";
