/** The seven kinds of content a user can generate (spec section 3). */
export const CONTENT_TYPES = [
  "blog",
  "help",
  "website",
  "social",
  "video",
  "email",
  "ecommerce",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
