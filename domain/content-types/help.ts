import { type ContentTypeSpec, PRESET_TEMPLATE_COUNT } from "./types";

const HELP_TEMPLATES = [
  "Step-by-Step",
  "FAQ",
  "Troubleshooting Guide",
  "Quick Start",
  "Feature Overview",
  "Best Practices",
] as const;

/** Help article: its fields, options, templates and messages (spec section 3). */
export const help = {
  id: "help",
  label: "Help Article",
  generateLabel: "Generate Help Article",
  longForm: true,
  length: { fixedWords: 800 },
  fields: {
    title: { kind: "text", label: "Title", required: true },
    featureName: { kind: "text", label: "Feature Name", required: true },
    problemStatement: { kind: "textarea", label: "Problem Statement", required: false },
    description: { kind: "textarea", label: "Additional Context", required: false },
    keywords: { kind: "keywords", label: "Keywords", required: false },
    tone: {
      kind: "select",
      label: "Tone",
      required: false,
      default: "clear",
      options: [
        { value: "clear", label: "Clear" },
        { value: "friendly", label: "Friendly" },
        { value: "technical", label: "Technical" },
      ],
    },
    format: {
      kind: "select",
      label: "Format",
      required: false,
      default: "step-by-step",
      options: [
        { value: "step-by-step", label: "Step-by-Step" },
        { value: "faq", label: "FAQ" },
        { value: "troubleshooting", label: "Troubleshooting" },
      ],
    },
    audience: {
      kind: "select",
      label: "Target Audience",
      required: false,
      default: "end-user",
      options: [
        { value: "end-user", label: "End Users" },
        { value: "admin", label: "Administrators" },
        { value: "developer", label: "Developers" },
        { value: "support", label: "Support Team" },
      ],
    },
  },
  templates: HELP_TEMPLATES,
  presetOptions: {
    options: {},
    templates: HELP_TEMPLATES.slice(0, PRESET_TEMPLATE_COUNT),
  },
} as const satisfies ContentTypeSpec & { readonly id: "help" };
