/**
 * The content-type catalogue (spec sections 2 "Create tab" and "Presets tab", 3 "Content types and
 * their options", 5 "Required fields", 8 "Missing Information"). It is the one place that says which
 * form fields a type uses, which options each select offers, which templates exist and what the
 * messages read. The create form, the preset dialog, the shared request schema
 * (`generation-input.ts`) and the generator all read it; no option value is repeated elsewhere.
 */

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

/** Every field of the generation form, in the order of spec section 3 "Generation form fields". */
export const FIELD_NAMES = [
  "title",
  "topic",
  "keywords",
  "tone",
  "audience",
  "wordCount",
  "description",
  "platform",
  "pageType",
  "format",
  "scriptLength",
  "scriptStyle",
  "goal",
  "hashtags",
  "problemStatement",
  "featureName",
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** How a field is entered: one line, several lines, a choice from a list, a comma-separated list. */
export type FieldKind = "text" | "textarea" | "select" | "keywords";

export type SelectOption = {
  readonly value: string;
  /** English label; the UI may translate it. */
  readonly label: string;
  /** For length options (wordCount, scriptLength): the length to aim for, in words. */
  readonly words?: number;
};

export type InputFieldSpec = {
  readonly kind: "text" | "textarea" | "keywords";
  /** English label as shown on the create form. */
  readonly label: string;
  readonly required: boolean;
};

export type SelectFieldSpec = {
  readonly kind: "select";
  readonly label: string;
  readonly required: boolean;
  /** The options of the create screen. */
  readonly options: readonly [SelectOption, ...SelectOption[]];
  /** The value the form starts with; one of `options`. */
  readonly default: string;
};

export type FieldSpec = InputFieldSpec | SelectFieldSpec;

/** Where the target length of a generation comes from. */
export type LengthSpec =
  /** From the `words` of the chosen option of this select field. */
  | { readonly field: "wordCount" | "scriptLength" }
  /** The type has no length choice: aim for this many words. */
  | { readonly fixedWords: number };

export type ContentTypeSpec = {
  readonly id: ContentType;
  /** English display name, e.g. "Blog Post". */
  readonly label: string;
  /** Label of the create screen's generate button. */
  readonly generateLabel: string;
  /** Title of the success toast (spec section 8: "{Type} Generated!"). */
  readonly successTitle: string;
  /** Message of the "Missing Information" toast (spec section 8, word for word). */
  readonly missingInformation: string;
  /**
   * Long-form types are written as an outline and then section by section; short ones in one
   * structured call.
   */
  readonly longForm: boolean;
  readonly length: LengthSpec;
  /** The form fields this type uses, in form order. Absent fields are not part of the type. */
  readonly fields: { readonly [K in FieldName]?: FieldSpec };
  /** Templates of the create screen; at most one may be chosen (spec section 4 "Create flow"). */
  readonly templates: readonly string[];
  /**
   * The Create Preset dialog's smaller option sets (spec section 2 "Presets tab"): the option lists
   * the spec gives for it, and the shorter template list. Any select not listed here offers the
   * first PRESET_OPTION_COUNT options of the create screen (see `presetOptionsOf`).
   */
  readonly presetOptions: {
    readonly options: { readonly [K in FieldName]?: readonly [SelectOption, ...SelectOption[]] };
    readonly templates: readonly string[];
  };
};

const PRESET_TEMPLATE_COUNT = 4;
/**
 * A preset is a house style reused many times, so its dialog offers the most common choices of a
 * select: the create screen lists them first. Rarer ones stay on the create screen.
 */
const PRESET_OPTION_COUNT = 4;

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

const HELP_TEMPLATES = [
  "Step-by-Step",
  "FAQ",
  "Troubleshooting Guide",
  "Quick Start",
  "Feature Overview",
  "Best Practices",
] as const;

const WEBSITE_TEMPLATES = [
  "Hero Section",
  "About Page",
  "Services Page",
  "Landing Page",
  "Product Page",
  "Contact Page",
] as const;

const SOCIAL_TEMPLATES = [
  "One-liner",
  "Storytelling",
  "Caption + CTA",
  "Behind the Scenes",
  "Tips & Tricks",
  "Question Post",
] as const;

const VIDEO_TEMPLATES = [
  "Hook + Story",
  "Tutorial Format",
  "Problem + Solution",
  "Before & After",
  "Tips Format",
  "Q&A Style",
] as const;

const EMAIL_TEMPLATES = [
  "Welcome Series",
  "Promotional",
  "Newsletter",
  "Re-engagement",
  "Cart Abandonment",
  "Thank You",
] as const;

const ECOMMERCE_TEMPLATES = [
  "Product Description",
  "Category Copy",
  "Banner Text",
  "SEO Content",
  "Comparison Table",
  "Benefits List",
] as const;

const BLOG_WORD_COUNTS = [
  { value: "500", label: "Short (500 words)", words: 500 },
  { value: "1000", label: "Medium (1000 words)", words: 1000 },
  { value: "1500", label: "Long (1500 words)", words: 1500 },
] as const;

/** Roughly 2.5 spoken words per second. */
const VIDEO_SCRIPT_LENGTHS = [
  { value: "15s", label: "15 seconds", words: 40 },
  { value: "30s", label: "30 seconds", words: 80 },
  { value: "60s", label: "60 seconds", words: 150 },
  { value: "2min", label: "2 minutes", words: 300 },
] as const;

export const CONTENT_TYPE_CATALOGUE = {
  blog: {
    id: "blog",
    label: "Blog Post",
    generateLabel: "Generate Blog Post",
    successTitle: "Blog Post Generated!",
    missingInformation: "Please provide a title and topic",
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
  },

  help: {
    id: "help",
    label: "Help Article",
    generateLabel: "Generate Help Article",
    successTitle: "Help Article Generated!",
    missingInformation: "Please provide a title and feature name",
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
  },

  website: {
    id: "website",
    label: "Website Page",
    generateLabel: "Generate Website Page",
    successTitle: "Website Page Generated!",
    missingInformation: "Please provide a title, page type, and brand message",
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
  },

  social: {
    id: "social",
    label: "Social Media Post",
    generateLabel: "Generate Social Media Post",
    successTitle: "Social Media Post Generated!",
    missingInformation: "Please provide a title, platform, and main message",
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
  },

  video: {
    id: "video",
    label: "Video Script",
    generateLabel: "Generate Video Script",
    successTitle: "Video Script Generated!",
    missingInformation: "Please provide a title, platform, and topic",
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
  },

  email: {
    id: "email",
    label: "Marketing Email",
    generateLabel: "Generate Marketing Email",
    successTitle: "Marketing Email Generated!",
    missingInformation: "Please provide a subject line, campaign type, and email purpose",
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
  },

  ecommerce: {
    id: "ecommerce",
    label: "E-commerce Copy",
    generateLabel: "Generate E-commerce Copy",
    successTitle: "E-commerce Copy Generated!",
    missingInformation: "Please provide a title, content type, and product details",
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
  },
} as const satisfies { readonly [T in ContentType]: ContentTypeSpec & { readonly id: T } };

export type ContentTypeCatalogue = typeof CONTENT_TYPE_CATALOGUE;

/** The fields of one type, with their literal option values. */
export type FieldsOf<T extends ContentType> = ContentTypeCatalogue[T]["fields"];

/** The names of the fields a type uses. */
export type FieldNameOf<T extends ContentType> = keyof FieldsOf<T> & FieldName;

/** The select fields of a type. */
export type SelectFieldOf<T extends ContentType> = {
  [K in FieldNameOf<T>]: FieldsOf<T>[K] extends { kind: "select" } ? K : never;
}[FieldNameOf<T>];

/**
 * Every value a select field accepts: the create screen's options plus any preset-only ones (a blog
 * preset may ask for 2000 words).
 */
export type OptionValueOf<T extends ContentType, K extends FieldNameOf<T>> =
  | (FieldsOf<T>[K] extends { options: readonly SelectOption[] }
      ? FieldsOf<T>[K]["options"][number]["value"]
      : never)
  | (ContentTypeCatalogue[T]["presetOptions"]["options"] extends infer P
      ? K extends keyof P
        ? P[K] extends readonly SelectOption[]
          ? P[K][number]["value"]
          : never
        : never
      : never);

/** The template names of a type. */
export type TemplateOf<T extends ContentType> = ContentTypeCatalogue[T]["templates"][number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === "string" && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** The catalogue entry of a type. */
export function contentTypeOf<T extends ContentType>(id: T): ContentTypeCatalogue[T] {
  return CONTENT_TYPE_CATALOGUE[id];
}

/** The fields of a type as entries in form order, for rendering and generic checks. */
export function fieldsOf(id: ContentType): ReadonlyArray<readonly [FieldName, FieldSpec]> {
  return Object.entries(CONTENT_TYPE_CATALOGUE[id].fields) as Array<[FieldName, FieldSpec]>;
}

/** The field of a type by name, or undefined when the type does not use it. */
export function fieldOf(id: ContentType, name: FieldName): FieldSpec | undefined {
  const fields: ContentTypeSpec["fields"] = CONTENT_TYPE_CATALOGUE[id].fields;
  return fields[name];
}

/** Names of the fields that must be filled before generating (spec section 5). */
export function requiredFieldsOf(id: ContentType): FieldName[] {
  return fieldsOf(id)
    .filter(([, field]) => field.required)
    .map(([name]) => name);
}

/** The initial values of the select fields of a type (what the create form starts with). */
export function selectDefaultsOf(id: ContentType): Partial<Record<FieldName, string>> {
  const defaults: Partial<Record<FieldName, string>> = {};
  for (const [name, field] of fieldsOf(id)) {
    if (field.kind === "select") defaults[name] = field.default;
  }
  return defaults;
}

/**
 * The options the Create Preset dialog offers for a select field: the set the spec gives for it
 * (blog word count, video script length), otherwise the first PRESET_OPTION_COUNT of the create
 * screen's. Empty when the type has no such select.
 */
export function presetOptionsOf(id: ContentType, name: FieldName): readonly SelectOption[] {
  const overrides: ContentTypeSpec["presetOptions"]["options"] =
    CONTENT_TYPE_CATALOGUE[id].presetOptions.options;
  const field = fieldOf(id, name);
  return (
    overrides[name] ?? (field?.kind === "select" ? field.options.slice(0, PRESET_OPTION_COUNT) : [])
  );
}

/**
 * Every value a select field accepts (create screen first, then any preset-only ones). Empty when
 * the type has no such select.
 */
export function acceptedOptionsOf(id: ContentType, name: FieldName): readonly SelectOption[] {
  const field = fieldOf(id, name);
  if (field?.kind !== "select") return [];
  const known = new Set(field.options.map((o) => o.value));
  return [...field.options, ...presetOptionsOf(id, name).filter((o) => !known.has(o.value))];
}

/**
 * How many words a generation should aim for: the words of the chosen length option (wordCount or
 * scriptLength), else of the field's default, or the type's fixed length when it has no choice.
 */
export function targetWordCount(id: ContentType, lengthValue?: string): number {
  const length: LengthSpec = CONTENT_TYPE_CATALOGUE[id].length;
  if ("fixedWords" in length) return length.fixedWords;
  const field = fieldOf(id, length.field);
  const options = acceptedOptionsOf(id, length.field);
  const chosen =
    options.find((o) => o.value === lengthValue) ??
    options.find((o) => field?.kind === "select" && o.value === field.default);
  if (chosen?.words === undefined) throw new Error(`No length option for ${id}`);
  return chosen.words;
}
