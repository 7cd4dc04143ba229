import { type ContentTypeSpec, PRESET_TEMPLATE_COUNT } from "./types";

const VIDEO_TEMPLATES = [
  "Hook + Story",
  "Tutorial Format",
  "Problem + Solution",
  "Before & After",
  "Tips Format",
  "Q&A Style",
] as const;

/** Roughly 2.5 spoken words per second. */
const VIDEO_SCRIPT_LENGTHS = [
  { value: "15s", label: "15 seconds", words: 40 },
  { value: "30s", label: "30 seconds", words: 80 },
  { value: "60s", label: "60 seconds", words: 150 },
  { value: "2min", label: "2 minutes", words: 300 },
] as const;

/** Video script: its fields, options, templates and messages (spec section 3). */
export const video = {
  id: "video",
  label: "Video Script",
  generateLabel: "Generate Video Script",
  longForm: false,
  length: { field: "scriptLength" },
  fields: {
    title: { kind: "text", label: "Title", required: true },
    platform: {
      kind: "select",
      label: "Platform",
      required: true,
      default: "youtube",
      options: [
        { value: "tiktok", label: "TikTok" },
        { value: "instagram", label: "Instagram" },
        { value: "youtube", label: "YouTube" },
        { value: "linkedin", label: "LinkedIn" },
      ],
    },
    topic: {
      kind: "select",
      label: "Theme",
      required: true,
      default: "explainer",
      options: [
        { value: "promo", label: "Promo" },
        { value: "tutorial", label: "Tutorial" },
        { value: "storytelling", label: "Storytelling" },
        { value: "explainer", label: "Explainer" },
      ],
    },
    keywords: { kind: "keywords", label: "Additional Details", required: false },
    scriptLength: {
      kind: "select",
      label: "Script Length",
      required: false,
      default: "60s",
      options: VIDEO_SCRIPT_LENGTHS,
    },
    tone: {
      kind: "select",
      label: "Tone",
      required: false,
      default: "energetic",
      options: [
        { value: "energetic", label: "Energetic" },
        { value: "storytelling", label: "Storytelling" },
        { value: "professional", label: "Professional" },
        { value: "humorous", label: "Humorous" },
      ],
    },
    scriptStyle: {
      kind: "select",
      label: "Script Style",
      required: false,
      default: "conversational",
      options: [
        { value: "conversational", label: "Conversational" },
        { value: "informative", label: "Informative" },
        { value: "entertaining", label: "Entertaining" },
      ],
    },
  },
  templates: VIDEO_TEMPLATES,
  presetOptions: {
    options: {
      scriptLength: [VIDEO_SCRIPT_LENGTHS[0], VIDEO_SCRIPT_LENGTHS[1], VIDEO_SCRIPT_LENGTHS[2]],
    },
    templates: VIDEO_TEMPLATES.slice(0, PRESET_TEMPLATE_COUNT),
  },
} as const satisfies ContentTypeSpec & { readonly id: "video" };
