import type { ContentType } from "@domain/content-types";

/** What each content type should look like: the structure readers, search and AI answers reward. */
export const STRUCTURE: Record<ContentType, string> = {
  blog: "Open with a two-sentence direct answer to the topic. Use H2 sections (some phrased as questions) with H3 subheadings where a section has parts, short paragraphs, at least one bulleted or numbered list, and a brief conclusion with a next step.",
  help: "Write a help-centre article: one sentence on what the reader will achieve, prerequisites if any, then the steps as a numbered list (one action per step, the interface labels in bold), what to do when something goes wrong, and related tasks. Follow the chosen format: step-by-step, FAQ (question headings with short answers) or troubleshooting (symptom, cause, fix).",
  website:
    "Write the copy of one web page: a headline and a one-sentence value proposition, then sections for the page type (benefits, how it works, proof without invented numbers, objections answered), and a clear call to action that matches the goal. Scannable: short paragraphs and lists.",
  social:
    "Write one post for the platform, in its native style and length (X/Twitter under 280 characters; LinkedIn up to 1,300; Instagram and Facebook captions up to 2,200; TikTok short). Open with a hook, follow the chosen format (one-liner, storytelling, or caption with call to action), end with an invitation to respond. Put the post text in paragraphs; hashtags go in their own field, not in the text.",
  video:
    "Write a video script for the platform and length: a hook in the first 3 seconds, then the body in short spoken lines with scene or on-screen-text directions in brackets, and a call to action at the end. Mark each part with a heading and its time range (for example 0-3 s). Match the script style.",
  email:
    "Write a marketing e-mail: the title is the subject line (under 60 characters, specific, no spam words); begin the content with a one-line preheader paragraph, then a greeting, a short body focused on one message for the campaign type, and one clear call-to-action link text that matches the goal. Friendly sign-off.",
  ecommerce:
    "Write e-commerce copy for the chosen kind (product description, category page, promotional banner, product review or comparison): lead with the main benefit, then features turned into benefits as a list, who it is for, and a call to action. For a comparison use a table. Never invent prices, ratings, certifications or specifications that the brief does not give.",
};
