import type { SessionUser } from "../auth";
import { getPost } from "../library";
import { postToDocx } from "./docx";
import { postFileName } from "./file-name";
import { postToHtmlDocument } from "./html-document";
import { postToMarkdown } from "./markdown";
import { postToPlainText } from "./plain-text";
import type { ExportFile, PostExportFormat } from "./types";

export { contentDisposition } from "./file-name";
export { exportLibraryZip, type LibraryExportOptions, libraryFileName } from "./library-zip";
export { htmlToMarkdown } from "./markdown";
export {
  type ExportablePost,
  type ExportFile,
  type FileName,
  isPostExportFormat,
  POST_EXPORT_FORMATS,
  type PostExportFormat,
} from "./types";

export const DOCX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** One of the user's own posts in the format asked for; another user's id is NotFound. */
export async function exportPost(
  user: Pick<SessionUser, "id">,
  id: string,
  format: PostExportFormat,
): Promise<ExportFile> {
  const post = await getPost(user, id);
  const fileName = postFileName(post, format);
  switch (format) {
    case "html":
      return { body: postToHtmlDocument(post), contentType: "text/html; charset=utf-8", fileName };
    case "md":
      return { body: postToMarkdown(post), contentType: "text/markdown; charset=utf-8", fileName };
    case "txt":
      return { body: postToPlainText(post), contentType: "text/plain; charset=utf-8", fileName };
    case "docx":
      return { body: await postToDocx(post), contentType: DOCX_CONTENT_TYPE, fileName };
  }
}
