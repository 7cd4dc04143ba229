import { type ContentTypeSpec, PRESET_TEMPLATE_COUNT } from "./types";

const BLOG_TEMPLATES = [
  "How-to Guide",
  "List Article",
  "Case Study",
  "Product Review",
  "Tutorial",
  "News Article",
  "Opinion Piece",
  "Comparison",
  "Interview",
  "Industry Analysis",
  "Tips & Tricks",
  "Beginner's Guide",
] as const;

const BLOG_WORD_COUNTS = [
  { value: "500", label: "Short (500 words)", words: 500 },
  { value: "1000", label: "Medium (1000 words)", words: 1000 },
  { value: "1500", label: "Long (1500 words)", words: 1500 },
] as const;

/** Blog post: its fields, options, templates and messages (spec section 3). */
export const blog = {
  id: "blog",
  label: "Blog Post",
  generateLabel: "Generate Blog Post",
  longForm: true,
  length: { field: "wordCount" },
  fields: {
    title: { kind: "text", label: "Title", required: true },
    topic: { kind: "text", label: "Topic", required: true },
    description: { kind: "textarea", label: "Description", required: false },
    keywords: { kind: "keywords", label: "Keywords", required: false },
    tone: {
      kind: "select",
      label: "Tone",
      required: false,
      default: "professional",
      options: [
        { value: "professional", label: "Professional" },
        { value: "casual", label: "Casual" },
        { value: "friendly", label: "Friendly" },
        { value: "authoritative", label: "Authoritative" },
        { value: "conversational", label: "Conversational" },
      ],
    },
    wordCount: {
      kind: "select",
      label: "Word Count",
      required: false,
      default: "1000",
      options: BLOG_WORD_COUNTS,
    },
    audience: {
      kind: "select",
      label: "Target Audience",
      required: false,
      default: "general",
      options: [
        { value: "general", label: "General" },
        { value: "professionals", label: "Professionals" },
        { value: "developers", label: "Developers" },
        { value: "marketers", label: "Marketers" },
        { value: "entrepreneurs", label: "Entrepreneurs" },
      ],
    },
  },
  templates: BLOG_TEMPLATES,
  presetOptions: {
    options: {
      wordCount: [
        ...BLOG_WORD_COUNTS,
        { value: "2000", label: "Extra Long (2000 words)", words: 2000 },
      ],
    },
    templates: BLOG_TEMPLATES.slice(0, PRESET_TEMPLATE_COUNT),
  },
} as const satisfies ContentTypeSpec & { readonly id: "blog" };
