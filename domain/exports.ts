/** The formats one post downloads in (decisions, "Content and generation": exports). */
export const POST_EXPORT_FORMATS = ["html", "md", "txt", "docx"] as const;
export type PostExportFormat = (typeof POST_EXPORT_FORMATS)[number];

export function isPostExportFormat(value: string): value is PostExportFormat {
  return (POST_EXPORT_FORMATS as readonly string[]).includes(value);
}
