/**
 * How post bodies look in the editor and its preview: the same typography as the view page,
 * plus what only the editor needs (paragraphs inside table cells, the selected-cell highlight).
 */
export const RICH_TEXT_CLASSES =
  "prose max-w-none break-words [&_td>p]:my-0 [&_th>p]:my-0 [&_.selectedCell]:bg-primary/10";
