import { describe, expect, it } from "vitest";
import {
  acceptedOptionsOf,
  CONTENT_TYPE_CATALOGUE,
  CONTENT_TYPES,
  type ContentType,
  contentTypeOf,
  FIELD_NAMES,
  type FieldName,
  fieldOf,
  fieldsOf,
  isContentType,
  presetOptionsOf,
  requiredFieldsOf,
  selectDefaultsOf,
  targetWordCount,
} from "./index";

function optionValues(type: ContentType, name: FieldName): string[] {
  const field = fieldOf(type, name);
  return field?.kind === "select" ? field.options.map((o) => o.value) : [];
}

function selectNames(type: ContentType): FieldName[] {
  return fieldsOf(type)
    .filter(([, field]) => field.kind === "select")
    .map(([name]) => name);
}

// Spec section 3, "Content types and their options (create screen)", written out by hand.
const SPEC_OPTIONS: Record<ContentType, Partial<Record<FieldName, string[]>>> = {
  blog: {
    tone: ["professional", "casual", "friendly", "authoritative", "conversational"],
    wordCount: ["500", "1000", "1500"],
    audience: ["general", "professionals", "developers", "marketers", "entrepreneurs"],
  },
  help: {
    tone: ["clear", "friendly", "technical"],
    format: ["step-by-step", "faq", "troubleshooting"],
    audience: ["end-user", "admin", "developer", "support"],
  },
  website: {
    pageType: ["home", "about", "services", "landing", "product", "contact"],
    tone: ["professional", "persuasive", "conversational"],
    audience: ["leads", "customers", "partners", "investors"],
  },
  social: {
    platform: ["instagram", "linkedin", "twitter", "tiktok", "facebook"],
    tone: ["witty", "professional", "motivational", "casual"],
    format: ["one-liner", "storytelling", "caption-cta"],
    audience: ["b2b", "b2c", "genz", "professionals"],
  },
  video: {
    platform: ["tiktok", "instagram", "youtube", "linkedin"],
    topic: ["promo", "tutorial", "storytelling", "explainer"],
    scriptLength: ["15s", "30s", "60s", "2min"],
    tone: ["energetic", "storytelling", "professional", "humorous"],
    scriptStyle: ["conversational", "informative", "entertaining"],
  },
  email: {
    topic: ["newsletter", "promotional", "welcome", "abandoned_cart", "announcement"],
    tone: ["friendly", "professional", "urgent", "casual", "formal"],
    wordCount: ["150", "300", "500"],
    audience: ["existing_customers", "leads", "subscribers", "vip"],
  },
  ecommerce: {
    topic: [
      "product_description",
      "category_page",
      "promotional_banner",
      "product_review",
      "comparison",
    ],
    tone: ["persuasive", "informative", "enthusiastic", "professional", "luxury"],
    wordCount: ["100", "250", "500"],
    audience: ["budget", "premium", "tech_savvy", "impulse", "researchers"],
  },
};

// Spec section 3, "Templates per type".
const SPEC_TEMPLATES: Record<ContentType, string[]> = {
  blog: [
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
  ],
  help: [
    "Step-by-Step",
    "FAQ",
    "Troubleshooting Guide",
    "Quick Start",
    "Feature Overview",
    "Best Practices",
  ],
  website: [
    "Hero Section",
    "About Page",
    "Services Page",
    "Landing Page",
    "Product Page",
    "Contact Page",
  ],
  social: [
    "One-liner",
    "Storytelling",
    "Caption + CTA",
    "Behind the Scenes",
    "Tips & Tricks",
    "Question Post",
  ],
  video: [
    "Hook + Story",
    "Tutorial Format",
    "Problem + Solution",
    "Before & After",
    "Tips Format",
    "Q&A Style",
  ],
  email: [
    "Welcome Series",
    "Promotional",
    "Newsletter",
    "Re-engagement",
    "Cart Abandonment",
    "Thank You",
  ],
  ecommerce: [
    "Product Description",
    "Category Copy",
    "Banner Text",
    "SEO Content",
    "Comparison Table",
    "Benefits List",
  ],
};

// Spec section 5, "Required fields before generation".
const SPEC_REQUIRED: Record<ContentType, FieldName[]> = {
  blog: ["title", "topic"],
  help: ["title", "featureName"],
  social: ["title", "platform", "description"],
  video: ["title", "platform", "topic"],
  website: ["title", "pageType", "description"],
  email: ["title", "topic", "description"],
  ecommerce: ["title", "topic", "description"],
};

const LABELS: Record<ContentType, string> = {
  blog: "Blog Post",
  help: "Help Article",
  website: "Website Page",
  social: "Social Media Post",
  video: "Video Script",
  email: "Marketing Email",
  ecommerce: "E-commerce Copy",
};

describe("the content-type catalogue", () => {
  it("has the seven types of spec section 3, each under its own id", () => {
    expect(CONTENT_TYPES).toEqual([
      "blog",
      "help",
      "website",
      "social",
      "video",
      "email",
      "ecommerce",
    ]);
    expect(Object.keys(CONTENT_TYPE_CATALOGUE)).toEqual([...CONTENT_TYPES]);
    for (const type of CONTENT_TYPES) expect(contentTypeOf(type).id).toBe(type);
  });

  it("names each type and its button", () => {
    for (const type of CONTENT_TYPES) {
      const spec = contentTypeOf(type);
      expect(spec.label).toBe(LABELS[type]);
      expect(spec.generateLabel).toBe(`Generate ${LABELS[type]}`);
    }
  });

  it("offers exactly the options of the spec table", () => {
    for (const type of CONTENT_TYPES) {
      const fromCatalogue = Object.fromEntries(
        selectNames(type).map((name) => [name, optionValues(type, name)]),
      );
      expect(fromCatalogue, type).toEqual(SPEC_OPTIONS[type]);
    }
  });

  it("starts every select on one of its own options", () => {
    for (const type of CONTENT_TYPES) {
      const defaults = selectDefaultsOf(type);
      expect(Object.keys(defaults).sort(), type).toEqual(selectNames(type).sort());
      for (const [name, value] of Object.entries(defaults)) {
        expect(optionValues(type, name as FieldName), `${type}.${name}`).toContain(value);
      }
    }
  });

  it("labels every option", () => {
    for (const type of CONTENT_TYPES) {
      for (const name of selectNames(type)) {
        for (const option of acceptedOptionsOf(type, name)) expect(option.label).not.toBe("");
      }
    }
  });

  it("lists the spec's templates", () => {
    for (const type of CONTENT_TYPES) {
      expect([...contentTypeOf(type).templates], type).toEqual(SPEC_TEMPLATES[type]);
    }
  });

  it("requires the fields of spec section 5", () => {
    for (const type of CONTENT_TYPES) {
      expect(requiredFieldsOf(type).sort(), type).toEqual([...SPEC_REQUIRED[type]].sort());
    }
  });

  it("uses only fields of the spec's form-field list, with the kinds the spec implies", () => {
    for (const type of CONTENT_TYPES) {
      for (const [name, field] of fieldsOf(type)) {
        expect(FIELD_NAMES).toContain(name);
        expect(field.label).not.toBe("");
      }
    }
    // Topic is a choice for video, e-mail and e-commerce, free text for the blog.
    expect(fieldOf("blog", "topic")?.kind).toBe("text");
    for (const type of ["video", "email", "ecommerce"] as const) {
      expect(fieldOf(type, "topic")?.kind).toBe("select");
    }
    expect(fieldOf("website", "goal")?.kind).toBe("text");
    expect(fieldOf("email", "goal")?.kind).toBe("text");
    expect(fieldOf("social", "hashtags")).toMatchObject({ kind: "text", required: false });
    expect(fieldOf("help", "featureName")).toMatchObject({ kind: "text", required: true });
    expect(fieldOf("help", "problemStatement")).toMatchObject({ required: false });
    expect(fieldOf("video", "keywords")).toMatchObject({
      kind: "keywords",
      label: "Additional Details",
    });
    for (const type of CONTENT_TYPES) {
      expect(fieldOf(type, "title")).toMatchObject({ kind: "text", required: true });
    }
  });

  it("writes blog, help and website pages long-form and the rest in one call", () => {
    expect(CONTENT_TYPES.filter((type) => contentTypeOf(type).longForm)).toEqual([
      "blog",
      "help",
      "website",
    ]);
  });
});

describe("target length", () => {
  it("follows the length options of spec section 9", () => {
    expect(["500", "1000", "1500"].map((v) => targetWordCount("blog", v))).toEqual([
      500, 1000, 1500,
    ]);
    expect(["150", "300", "500"].map((v) => targetWordCount("email", v))).toEqual([150, 300, 500]);
    expect(["100", "250", "500"].map((v) => targetWordCount("ecommerce", v))).toEqual([
      100, 250, 500,
    ]);
    expect(["15s", "30s", "60s", "2min"].map((v) => targetWordCount("video", v))).toEqual([
      40, 80, 150, 300,
    ]);
  });

  it("falls back to the default option, and is fixed for types without a length choice", () => {
    expect(targetWordCount("blog")).toBe(1000);
    expect(targetWordCount("blog", "9999")).toBe(1000);
    expect(targetWordCount("blog", "2000")).toBe(2000);
    for (const type of ["help", "website", "social"] as const) {
      expect(targetWordCount(type)).toBeGreaterThan(0);
    }
  });
});

describe("preset options", () => {
  it("has the smaller sets of spec section 2", () => {
    expect(presetOptionsOf("blog", "wordCount").map((o) => o.value)).toEqual([
      "500",
      "1000",
      "1500",
      "2000",
    ]);
    expect(presetOptionsOf("video", "scriptLength").map((o) => o.value)).toEqual([
      "15s",
      "30s",
      "60s",
    ]);
    // Selects without a set of their own offer the create screen's first four options.
    expect(presetOptionsOf("blog", "tone").map((o) => o.value)).toEqual(
      SPEC_OPTIONS.blog.tone?.slice(0, 4),
    );
    expect(presetOptionsOf("help", "tone").map((o) => o.value)).toEqual(SPEC_OPTIONS.help.tone);
    expect(presetOptionsOf("ecommerce", "audience").map((o) => o.value)).toEqual([
      "budget",
      "premium",
      "tech_savvy",
      "impulse",
    ]);
    expect(presetOptionsOf("help", "wordCount")).toEqual([]);
  });

  it("offers the first four templates of each type", () => {
    for (const type of CONTENT_TYPES) {
      expect([...contentTypeOf(type).presetOptions.templates]).toEqual(
        SPEC_TEMPLATES[type].slice(0, 4),
      );
    }
  });

  it("lets the request accept preset-only values too", () => {
    expect(acceptedOptionsOf("blog", "wordCount").map((o) => o.value)).toEqual([
      "500",
      "1000",
      "1500",
      "2000",
    ]);
    expect(acceptedOptionsOf("video", "scriptLength").map((o) => o.value)).toEqual(
      SPEC_OPTIONS.video.scriptLength,
    );
  });
});

describe("isContentType", () => {
  it("accepts the seven ids only", () => {
    for (const type of CONTENT_TYPES) expect(isContentType(type)).toBe(true);
    for (const other of ["Blog", "blog_post", "", null, 1, undefined, "toString"]) {
      expect(isContentType(other)).toBe(false);
    }
  });
});
