import type { ContentType } from "@domain/content-types";

export type DemoPost = {
  id: string;
  owner: string;
  contentType: ContentType;
  title: string;
  topic: string;
  description: string;
  keywords: string[];
  tone: string;
  audience: string;
  content: string;
  metaDescription: string;
  synopsis: string;
  abstract: string;
  slug: string;
  caption?: string;
  hashtags?: string[];
  videoDescription?: string;
};

/** Demo library items, one of each content type, written for the seed (not model output). */
export const POSTS: DemoPost[] = [
  {
    id: "00000000-0000-4000-8000-000000000101",
    owner: "demo-pro",
    contentType: "blog",
    title: "How to Plan a Content Calendar That Survives a Busy Quarter",
    topic: "content calendar planning",
    description: "A practical way to plan three months of posts without burning out.",
    keywords: ["content calendar", "editorial planning", "content strategy"],
    tone: "professional",
    audience: "marketers",
    content:
      "<h1>How to Plan a Content Calendar That Survives a Busy Quarter</h1><p>A content calendar works when it is small enough to keep. Plan themes by month, topics by week and drafts by day, and leave one slot a week empty for news.</p><h2>Start from the questions your customers ask</h2><p>Collect the questions from support tickets and sales calls. Each question is a candidate post, and the answer belongs in its first paragraph.</p><h2>Give every post an owner and a date</h2><ul><li>One owner per post</li><li>A draft date two weeks before publication</li><li>A review date one week before</li></ul><h2>FAQ</h2><h3>How many posts a week?</h3><p>As many as you can keep up for a whole quarter; two is a good start.</p>",
    metaDescription:
      "Plan themes by month, topics by week and drafts by day: a content calendar your team can keep through a busy quarter.",
    synopsis: "Plan a quarter of content by theme, topic and draft, with owners and dates.",
    abstract:
      "The article shows how to build a content calendar from customer questions, with owners, dates and an empty weekly slot for news.",
    slug: "plan-content-calendar-busy-quarter",
  },
  {
    id: "00000000-0000-4000-8000-000000000102",
    owner: "demo-pro",
    contentType: "help",
    title: "Export Your Library as Markdown",
    topic: "library export",
    description: "Step-by-step instructions for exporting every post.",
    keywords: ["export", "markdown"],
    tone: "clear",
    audience: "end-user",
    content:
      "<h1>Export Your Library as Markdown</h1><p>You can download every post in your library as Markdown files in one zip.</p><h2>Steps</h2><ol><li>Open the Library tab.</li><li>Choose Export library.</li><li>Save the zip file.</li></ol><h2>Troubleshooting</h2><p>If the download does not start, allow downloads for this site in your browser.</p>",
    metaDescription:
      "Download every post in your library as Markdown files in one zip, in three steps.",
    synopsis: "Three steps to export the library as Markdown.",
    abstract:
      "A help article explaining how to export the whole library as a zip of Markdown files and what to do when the download does not start.",
    slug: "export-library-markdown",
  },
  {
    id: "00000000-0000-4000-8000-000000000103",
    owner: "demo-pro",
    contentType: "website",
    title: "Bright Bean Coffee Roasters: About Us",
    topic: "about page for a coffee roaster",
    description: "Small-batch roasting, direct trade, and a cafe in the old bakery.",
    keywords: ["coffee roaster", "direct trade coffee"],
    tone: "conversational",
    audience: "customers",
    content:
      '<h1>We roast small batches so every bag tastes like the first</h1><p>Bright Bean started in a garage in 2016 with a five-kilo roaster and a promise: buy directly from farmers and pay them well.</p><h2>What we stand for</h2><ul><li>Direct trade with nine farms</li><li>Roasting every Tuesday and Friday</li><li>Free shipping on subscriptions</li></ul><p><a href="/shop">Find your roast</a></p>',
    metaDescription:
      "Bright Bean roasts small batches of direct-trade coffee twice a week. Meet the roasters and the farms behind every bag.",
    synopsis: "About page for a small-batch, direct-trade coffee roaster.",
    abstract:
      "An about page presenting the roaster's story, its direct-trade principles and its roasting schedule, ending with a call to shop.",
    slug: "bright-bean-about-us",
  },
  {
    id: "00000000-0000-4000-8000-000000000104",
    owner: "demo-pro",
    contentType: "social",
    title: "Launch post: spring menu",
    topic: "spring menu launch",
    description: "Our spring menu is here.",
    keywords: ["spring menu"],
    tone: "casual",
    audience: "b2c",
    content:
      "<p>Spring is on the menu 🌱 Three new drinks, one new pastry, and the terrace is open again. Which one are you trying first?</p>",
    metaDescription:
      "Three new drinks, one new pastry and the terrace is open: our spring menu is here.",
    synopsis: "Announcement of the spring menu.",
    abstract:
      "A short social post announcing the spring menu and asking followers to pick a favourite.",
    slug: "spring-menu-launch",
    caption: "Spring is on the menu 🌱",
    hashtags: ["#springmenu", "#coffee", "#terrace"],
  },
  {
    id: "00000000-0000-4000-8000-000000000105",
    owner: "demo-elite",
    contentType: "video",
    title: "60-second explainer: what is direct trade?",
    topic: "explainer",
    description: "Why direct trade coffee costs more and tastes better.",
    keywords: ["direct trade", "coffee"],
    tone: "energetic",
    audience: "general",
    content:
      "<h2>Hook (0-3 s)</h2><p>Your coffee has a passport. Here is who stamped it.</p><h2>Body (3-50 s)</h2><p>Direct trade means we buy from the farm, not the market. The farmer sets a price that covers a good harvest and a bad one.</p><h2>Call to action (50-60 s)</h2><p>Follow for the farm behind next week's roast.</p>",
    metaDescription:
      "A 60-second video script explaining direct trade coffee and why it pays farmers more.",
    synopsis: "Short explainer on direct trade coffee.",
    abstract:
      "A one-minute script with a three-second hook, a plain explanation of direct trade and a call to follow.",
    slug: "direct-trade-explainer",
    videoDescription:
      "What does direct trade mean for the people who grow your coffee? We explain it in 60 seconds.",
  },
  {
    id: "00000000-0000-4000-8000-000000000106",
    owner: "demo-lite",
    contentType: "email",
    title: "Welcome to the Bright Bean club",
    topic: "welcome",
    description: "Welcome e-mail for new subscribers.",
    keywords: ["welcome email"],
    tone: "friendly",
    audience: "subscribers",
    content:
      '<p>Hi there,</p><p>Welcome to the club! Your first bag ships on Tuesday, fresh from the roaster.</p><p>Reply to this e-mail with your brewing method and we will suggest a grind.</p><p><a href="/account">Manage your subscription</a></p>',
    metaDescription: "Welcome e-mail: your first bag ships Tuesday; tell us how you brew.",
    synopsis: "Welcome e-mail for new coffee subscribers.",
    abstract:
      "A friendly welcome e-mail confirming the first shipment and inviting the reader to share their brewing method.",
    slug: "welcome-club-email",
  },
  {
    id: "00000000-0000-4000-8000-000000000107",
    owner: "demo-free",
    contentType: "ecommerce",
    title: "Ethiopia Yirgacheffe, 250 g",
    topic: "product_description",
    description: "Floral, bright, with notes of bergamot.",
    keywords: ["Yirgacheffe", "light roast"],
    tone: "luxury",
    audience: "premium",
    content:
      "<h2>Ethiopia Yirgacheffe</h2><p>Jasmine on the nose, bergamot in the cup and a finish like black tea. Roasted light to keep every floral note.</p><ul><li>Origin: Gedeo zone, Ethiopia</li><li>Process: washed</li><li>Roast: light</li></ul>",
    metaDescription:
      "Ethiopia Yirgacheffe, light roast: jasmine, bergamot and a black-tea finish. 250 g, roasted to order.",
    synopsis: "Product description for a light-roast Ethiopian coffee.",
    abstract:
      "E-commerce copy describing the coffee's tasting notes, origin, process and roast level.",
    slug: "ethiopia-yirgacheffe-250g",
  },
];
