/**
 * How post bodies look in the editor and its preview. The app has no typography plugin and
 * Tailwind's reset flattens headings and lists, so the allowed tags get their styles here; the
 * view page can use the same class list to look the same.
 */
export const RICH_TEXT_CLASSES = [
  "max-w-none text-base leading-7 break-words",
  "[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:font-bold [&_h1]:text-3xl",
  "[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:font-semibold [&_h2]:text-2xl",
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-xl",
  "[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-lg",
  "[&_h5]:mt-4 [&_h5]:mb-2 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:mb-2 [&_h6]:font-semibold",
  "[&_p]:my-3 [&_li>p]:my-1 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6",
  "[&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:text-muted-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm",
  "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2",
  "[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:p-2 [&_td]:align-top [&_th]:border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-start",
  "[&_td>p]:my-0 [&_th>p]:my-0 [&_.selectedCell]:bg-primary/10",
].join(" ");
