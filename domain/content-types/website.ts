import { type ContentTypeSpec, PRESET_TEMPLATE_COUNT } from "./types";

const WEBSITE_TEMPLATES = [
  "Hero Section",
  "About Page",
  "Services Page",
  "Landing Page",
  "Product Page",
  "Contact Page",
] as const;

/** Website page: its fields, options, templates and messages (spec section 3). */
export const website = {
  id: "website",
  label: "Website Page",
  generateLabel: "Generate Website Page",
  longForm: true,
  length: { fixedWords: 700 },
  fields: {
    title: { kind: "text", label: "Title", required: true },
    pageType: {
      kind: "select",
      label: "Page Type",
      required: true,
      default: "home",
      options: [
        { value: "home", label: "Home Page" },
        { value: "about", label: "About Page" },
        { value: "services", label: "Services Page" },
        { value: "landing", label: "Landing Page" },
        { value: "product", label: "Product Page" },
        { value: "contact", label: "Contact Page" },
      ],
    },
    description: { kind: "textarea", label: "Brand Message", required: true },
    goal: { kind: "text", label: "Goal or Call to Action", required: false },
    keywords: { kind: "keywords", label: "Keywords", required: false },
    tone: {
      kind: "select",
      label: "Tone",
      required: false,
      default: "professional",
      options: [
        { value: "professional", label: "Professional" },
        { value: "persuasive", label: "Persuasive" },
        { value: "conversational", label: "Conversational" },
      ],
    },
    audience: {
      kind: "select",
      label: "Target Audience",
      required: false,
      default: "customers",
      options: [
        { value: "leads", label: "Leads" },
        { value: "customers", label: "Customers" },
        { value: "partners", label: "Partners" },
        { value: "investors", label: "Investors" },
      ],
    },
  },
  templates: WEBSITE_TEMPLATES,
  presetOptions: {
    options: {},
    templates: WEBSITE_TEMPLATES.slice(0, PRESET_TEMPLATE_COUNT),
  },
} as const satisfies ContentTypeSpec & { readonly id: "website" };
