/**
 * Longest HTML `sanitizeHtml` accepts; callers validate size before calling it. A module of its
 * own so a schema that checks the size does not bring the sanitiser (DOMPurify) into a page's
 * first JavaScript (issue 32).
 */
export const MAX_HTML_LENGTH = 2_000_000;
