import { type ContentTypeSpec, PRESET_TEMPLATE_COUNT } from "./types";

const ECOMMERCE_TEMPLATES = [
  "Product Description",
  "Category Copy",
  "Banner Text",
  "SEO Content",
  "Comparison Table",
  "Benefits List",
] as const;

/** E-commerce copy: its fields, options, templates and messages (spec section 3). */
export const ecommerce = {
  id: "ecommerce",
  label: "E-commerce Copy",
  generateLabel: "Generate E-commerce Copy",
  longForm: false,
  length: { field: "wordCount" },
  fields: {
    title: { kind: "text", label: "Title", required: true },
    topic: {
      kind: "select",
      label: "Content Type",
      required: true,
      default: "product_description",
      options: [
        { value: "product_description", label: "Product Description" },
        { value: "category_page", label: "Category Page" },
        { value: "promotional_banner", label: "Promotional Banner" },
        { value: "product_review", label: "Product Review" },
        { value: "comparison", label: "Comparison" },
      ],
    },
    description: { kind: "textarea", label: "Product Details", required: true },
    keywords: { kind: "keywords", label: "Keywords", required: false },
    tone: {
      kind: "select",
      label: "Tone",
      required: false,
      default: "persuasive",
      options: [
        { value: "persuasive", label: "Persuasive" },
        { value: "informative", label: "Informative" },
        { value: "enthusiastic", label: "Enthusiastic" },
        { value: "professional", label: "Professional" },
        { value: "luxury", label: "Luxury" },
      ],
    },
    wordCount: {
      kind: "select",
      label: "Length",
      required: false,
      default: "250",
      options: [
        { value: "100", label: "Short (100 words)", words: 100 },
        { value: "250", label: "Medium (250 words)", words: 250 },
        { value: "500", label: "Long (500 words)", words: 500 },
      ],
    },
    audience: {
      kind: "select",
      label: "Target Audience",
      required: false,
      default: "premium",
      options: [
        { value: "budget", label: "Budget Shoppers" },
        { value: "premium", label: "Premium Buyers" },
        { value: "tech_savvy", label: "Tech-Savvy Shoppers" },
        { value: "impulse", label: "Impulse Buyers" },
        { value: "researchers", label: "Researchers" },
      ],
    },
  },
  templates: ECOMMERCE_TEMPLATES,
  presetOptions: {
    options: {},
    templates: ECOMMERCE_TEMPLATES.slice(0, PRESET_TEMPLATE_COUNT),
  },
} as const satisfies ContentTypeSpec & { readonly id: "ecommerce" };
