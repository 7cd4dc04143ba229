import type { ContentStatus, WebsiteContentType } from "@domain/site/content";

export type DemoArticle = {
  id: string;
  title: string;
  slug: string;
  contentType: WebsiteContentType;
  status: ContentStatus;
  featured: boolean;
  excerpt: string;
  content: string;
  keywords: string[];
  metaTitle: string;
  metaDescription: string;
  videoUrl?: string;
  /** Days before the seed ran that it was published. */
  publishedDaysAgo?: number;
};

/** Public blog articles in each state (spec section 3, website_content). */
export const ARTICLES: DemoArticle[] = [
  {
    id: "00000000-0000-4000-8000-000000000201",
    title: "Writing for AI Answer Engines: A Practical Guide",
    slug: "writing-for-ai-answer-engines",
    contentType: "blog_post",
    status: "published",
    featured: true,
    excerpt:
      "Answer first, structure clearly and attribute every number: how to get quoted by AI search.",
    content:
      "<p>AI answer engines quote pages that answer a question in their first sentences and back it up with clear structure.</p><h2>Answer first</h2><p>Put the direct answer in the opening paragraph, then explain.</p><h2>Use question-style headings</h2><p>Headings that match how people ask make a passage easy to lift.</p><h2>Attribute numbers</h2><p>A statistic without a source is a statistic nobody can quote.</p>",
    keywords: ["AI search", "answer engine optimisation", "SEO"],
    metaTitle: "Writing for AI Answer Engines: A Practical Guide",
    metaDescription:
      "Answer first, use question-style headings and attribute every number: a practical guide to being quoted by AI answer engines.",
    publishedDaysAgo: 3,
  },
  {
    id: "00000000-0000-4000-8000-000000000202",
    title: "Getting Started with Inkwell",
    slug: "getting-started",
    contentType: "help_article",
    status: "published",
    featured: false,
    excerpt: "Sign in, choose a content type, describe your topic and generate your first draft.",
    content:
      "<h2>1. Sign in</h2><p>Use the Continue with Google button: it signs you in, and the first time it creates your account on the Free plan, with 3 generations a month.</p><h2>2. Choose a content type</h2><p>Open the Create tab (press C in the dashboard) and pick one of the seven types: blog post, help article, website page, social media post, video script, marketing e-mail or e-commerce copy.</p><h2>3. Describe your topic</h2><p>Fill in the fields marked *, such as the title and topic of a blog post. Add keywords if you have them: the first is checked as your focus keyphrase. The Advanced Settings (tone, length, audience, template) and the writing language are optional.</p><h2>4. Generate</h2><p>Press the Generate button. A progress overlay follows the writing; you can close the page meanwhile. The finished piece opens with its SEO and AI-search report and is saved to your Library, where you can edit, copy and export it.</p>",
    keywords: ["getting started", "help"],
    metaTitle: "Getting Started with Inkwell",
    metaDescription:
      "Sign in, choose a content type, describe your topic and generate your first draft in four steps.",
    publishedDaysAgo: 30,
  },
  {
    id: "00000000-0000-4000-8000-000000000203",
    title: "A Guide to Presets",
    slug: "guide-to-presets",
    contentType: "user_guide",
    status: "published",
    featured: false,
    excerpt: "Save the settings you use most and generate from them with one topic.",
    content:
      "<p>A preset keeps a content type with its tone, audience, length and template.</p><h2>Create a preset</h2><p>Open the Presets tab (press R in the dashboard), choose Create Preset, name it and pick its content type and settings.</p><h2>Use a preset</h2><p>Choose Use, enter a topic (and, if you like, a title and additional context) and generate. Everything else comes from the preset.</p><h2>Limits</h2><p>An account keeps up to 100 presets. Deleting a preset leaves the content you generated with it in your library.</p>",
    keywords: ["presets", "workflow", "content creation"],
    metaTitle: "A Guide to Presets",
    metaDescription:
      "Save the settings you use most as presets and generate from them with one topic.",
    publishedDaysAgo: 12,
  },
  {
    id: "00000000-0000-4000-8000-000000000204",
    title: "Seasonal Campaign Checklist (draft)",
    slug: "seasonal-campaign-checklist",
    contentType: "email_marketing",
    status: "draft",
    featured: false,
    excerpt: "Everything to prepare six weeks before a seasonal campaign.",
    content:
      "<p>Six weeks out: pick the offer. Four weeks out: write the sequence. Two weeks out: test every link.</p>",
    keywords: ["email marketing", "campaigns"],
    metaTitle: "Seasonal Campaign Checklist",
    metaDescription: "What to prepare six, four and two weeks before a seasonal e-mail campaign.",
  },
  {
    id: "00000000-0000-4000-8000-000000000205",
    title: "Our 2024 Product Roadmap",
    slug: "product-roadmap-2024",
    contentType: "webpage",
    status: "archived",
    featured: false,
    excerpt: "What we planned to build in 2024.",
    content: "<p>This roadmap has been replaced by the current one.</p>",
    keywords: ["roadmap"],
    metaTitle: "Our 2024 Product Roadmap",
    metaDescription: "The roadmap we published for 2024, kept for reference.",
  },
];

export const SEO_PAGES = [
  {
    pageSlug: "home",
    pageTitle: "Inkwell: AI Content for Search and AI Answers",
    metaDescription:
      "Generate blog posts, help articles, web pages, social posts, video scripts, e-mails and product copy that rank and get quoted.",
    schemaType: "Organization",
  },
  {
    pageSlug: "blog",
    pageTitle: "The Inkwell Blog",
    metaDescription:
      "Guides on writing content that ranks in search engines and gets quoted by AI answer engines.",
    schemaType: "Blog",
  },
  {
    pageSlug: "about",
    pageTitle: "About Inkwell",
    metaDescription:
      "Who we are and why we build tools for writing content that search engines and AI answer engines trust.",
    schemaType: "AboutPage",
  },
  {
    pageSlug: "contact",
    pageTitle: "Contact Inkwell",
    metaDescription:
      "Questions about plans, billing or your content? Write to us and we answer within 24 to 48 hours.",
    schemaType: "ContactPage",
  },
] as const;

export const MESSAGES = [
  {
    id: "00000000-0000-4000-8000-000000000301",
    name: "Marta Jensen",
    email: "marta@example.com",
    subject: "Annual billing for a team",
    message: "Hello, can we pay annually for three people on the Pro plan? Thanks, Marta",
  },
  {
    id: "00000000-0000-4000-8000-000000000302",
    name: "Kenji Sato",
    email: "kenji@example.org",
    subject: "Japanese output",
    message: "Does the generator write natively in Japanese, or does it translate from English?",
  },
  {
    id: "00000000-0000-4000-8000-000000000303",
    name: "Lucia Rossi",
    email: "lucia@example.net",
    subject: "Export to WordPress",
    message: "Is there a way to send a post straight to WordPress, or should I export HTML?",
  },
];
