import { type ContentTypeSpec, PRESET_TEMPLATE_COUNT } from "./types";

const SOCIAL_TEMPLATES = [
  "One-liner",
  "Storytelling",
  "Caption + CTA",
  "Behind the Scenes",
  "Tips & Tricks",
  "Question Post",
] as const;

/** Social post: its fields, options, templates and messages (spec section 3). */
export const social = {
  id: "social",
  label: "Social Media Post",
  generateLabel: "Generate Social Media Post",
  longForm: false,
  length: { fixedWords: 120 },
  fields: {
    title: { kind: "text", label: "Title", required: true },
    platform: {
      kind: "select",
      label: "Platform",
      required: true,
      default: "instagram",
      options: [
        { value: "instagram", label: "Instagram" },
        { value: "linkedin", label: "LinkedIn" },
        { value: "twitter", label: "Twitter" },
        { value: "tiktok", label: "TikTok" },
        { value: "facebook", label: "Facebook" },
      ],
    },
    description: { kind: "textarea", label: "Main Message", required: true },
    hashtags: { kind: "text", label: "Hashtags", required: false },
    keywords: { kind: "keywords", label: "Keywords", required: false },
    tone: {
      kind: "select",
      label: "Tone",
      required: false,
      default: "professional",
      options: [
        { value: "witty", label: "Witty" },
        { value: "professional", label: "Professional" },
        { value: "motivational", label: "Motivational" },
        { value: "casual", label: "Casual" },
      ],
    },
    format: {
      kind: "select",
      label: "Format",
      required: false,
      default: "caption-cta",
      options: [
        { value: "one-liner", label: "One-liner" },
        { value: "storytelling", label: "Storytelling" },
        { value: "caption-cta", label: "Caption + CTA" },
      ],
    },
    audience: {
      kind: "select",
      label: "Target Audience",
      required: false,
      default: "b2c",
      options: [
        { value: "b2b", label: "B2B" },
        { value: "b2c", label: "B2C" },
        { value: "genz", label: "Gen Z" },
        { value: "professionals", label: "Professionals" },
      ],
    },
  },
  templates: SOCIAL_TEMPLATES,
  presetOptions: {
    options: {},
    templates: SOCIAL_TEMPLATES.slice(0, PRESET_TEMPLATE_COUNT),
  },
} as const satisfies ContentTypeSpec & { readonly id: "social" };
