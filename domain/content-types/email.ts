import { type ContentTypeSpec, PRESET_TEMPLATE_COUNT } from "./types";

const EMAIL_TEMPLATES = [
  "Welcome Series",
  "Promotional",
  "Newsletter",
  "Re-engagement",
  "Cart Abandonment",
  "Thank You",
] as const;

/** Marketing e-mail: its fields, options, templates and messages (spec section 3). */
export const email = {
  id: "email",
  label: "Marketing Email",
  generateLabel: "Generate Marketing Email",
  longForm: false,
  length: { field: "wordCount" },
  fields: {
    title: { kind: "text", label: "Subject Line", required: true },
    topic: {
      kind: "select",
      label: "Campaign Type",
      required: true,
      default: "newsletter",
      options: [
        { value: "newsletter", label: "Newsletter" },
        { value: "promotional", label: "Promotional" },
        { value: "welcome", label: "Welcome" },
        { value: "abandoned_cart", label: "Abandoned Cart" },
        { value: "announcement", label: "Announcement" },
      ],
    },
    description: { kind: "textarea", label: "Email Purpose", required: true },
    goal: { kind: "text", label: "Call to Action", required: false },
    keywords: { kind: "keywords", label: "Keywords", required: false },
    tone: {
      kind: "select",
      label: "Tone",
      required: false,
      default: "friendly",
      options: [
        { value: "friendly", label: "Friendly" },
        { value: "professional", label: "Professional" },
        { value: "urgent", label: "Urgent" },
        { value: "casual", label: "Casual" },
        { value: "formal", label: "Formal" },
      ],
    },
    wordCount: {
      kind: "select",
      label: "Length",
      required: false,
      default: "300",
      options: [
        { value: "150", label: "Short (150 words)", words: 150 },
        { value: "300", label: "Medium (300 words)", words: 300 },
        { value: "500", label: "Long (500 words)", words: 500 },
      ],
    },
    audience: {
      kind: "select",
      label: "Target Audience",
      required: false,
      default: "subscribers",
      options: [
        { value: "existing_customers", label: "Existing Customers" },
        { value: "leads", label: "Leads" },
        { value: "subscribers", label: "Subscribers" },
        { value: "vip", label: "VIP Customers" },
      ],
    },
  },
  templates: EMAIL_TEMPLATES,
  presetOptions: {
    options: {},
    templates: EMAIL_TEMPLATES.slice(0, PRESET_TEMPLATE_COUNT),
  },
} as const satisfies ContentTypeSpec & { readonly id: "email" };
