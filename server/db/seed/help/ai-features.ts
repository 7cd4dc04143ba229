import { helpArticle, html } from "./article";

/** Help center, AI Features. */
export const AI_FEATURES = [
  helpArticle({
    n: 641,
    title: "Reading the SEO and AI-Search Report",
    slug: "seo-and-ai-search-report",
    category: "ai features",
    keywords: ["SEO", "AI search", "content analysis"],
    excerpt:
      "Every piece gets scores for SEO, readability and AI-search readiness, with each check explained and what to fix first.",
    metaDescription:
      "What Inkwell's content analysis checks: SEO, readability and AI-search readiness, the overall score out of 100, and how to act on each check.",
    publishedDaysAgo: 23,
    content: html(
      "<p>Every generated piece comes with a content analysis, shown under the post in its view: an overall score out of 100, a score for each of three areas, and every check marked <em>Good</em>, <em>Could be better</em> or <em>To fix</em> with what it found. The checks follow the rules of Yoast SEO.</p>",
      "<h2>SEO</h2>",
      "<p>Whether your focus keyphrase (the first keyword) appears in the title, the introduction, the subheadings, the URL slug and the meta description, and how dense it is; the lengths of the title, the meta description and the text; a single top heading; and links.</p>",
      "<h2>Readability</h2>",
      "<p>Sentence and paragraph length, how evenly subheadings divide the text, repeated sentence beginnings, passive voice, transition words and, where the language has a formula, reading ease.</p>",
      "<h2>AI-search readiness</h2>",
      "<p>What makes a passage easy for answer engines such as ChatGPT search, Perplexity or Google's AI Overviews to quote: the answer in the opening, question-style headings, an FAQ block, lists and tables, and numbers with their source.</p>",
      "<h2>Other languages</h2>",
      "<p>Each language gets its own rules and word lists where they exist. A check that has none for the language is named as not available instead of being scored.</p>",
      "<h2>Several keyphrases</h2>",
      "<p>On Elite, multi-keyword targeting checks each of your first five keywords as a focus keyphrase.</p>",
    ),
  }),
  helpArticle({
    n: 642,
    title: "The Idea Lab: Ten Scored Ideas for Your Platform",
    slug: "idea-lab",
    category: "ai features",
    keywords: ["Idea Lab", "content ideas"],
    excerpt:
      "Ask for ten content ideas for a platform and niche, each with a hook, a tip and a viral score, and turn one into a finished piece.",
    metaDescription:
      "How the Inkwell Idea Lab works: ten ideas for your platform and niche with hooks, tips and viral scores, daily free sets, and one click to create.",
    publishedDaysAgo: 16,
    content: html(
      "<p>The Idea Lab (<kbd>I</kbd>) writes ten content ideas at a time. Choose a platform (Blog, Instagram, YouTube, LinkedIn, Twitter or TikTok), type your niche or industry and, if you like, your target audience, then press <strong>Get 10 Viral Ideas</strong>.</p>",
      "<h2>What each idea gives you</h2>",
      "<ul><li>A title and an opening hook.</li><li>Why it works, and a tip for the platform.</li>",
      "<li>A suggested format and a category: Trending, Evergreen or Seasonal.</li>",
      "<li>A viral score from 1 to 10.</li></ul>",
      "<p>The overlay follows the real steps of the job (analyzing, generating, scoring, finalizing). You can close the tab meanwhile: your ideas wait in the Idea Lab.</p>",
      "<h2>From idea to content</h2>",
      "<p><strong>Generate This Content</strong> fills the Create tab from the idea and starts the generation by itself: blog ideas become blog posts, YouTube ideas video scripts, and Instagram, LinkedIn and Twitter ideas social posts for that platform.</p>",
      "<h2>What it costs</h2>",
      "<p>Free accounts get five sets a day at no cost. On paid plans a set costs half a credit, and so does Refresh Ideas. A set the model could not fill with ten usable ideas is not charged.</p>",
      "<h2>Saved Ideas</h2>",
      "<p>On Elite, bookmark the ideas you like. The Saved Ideas section keeps them, with a search and a platform filter.</p>",
    ),
  }),
  helpArticle({
    n: 643,
    title: "Writing Languages and the Writing Model",
    slug: "writing-languages-and-model",
    category: "ai features",
    keywords: ["languages", "AI model"],
    excerpt:
      "Generate in nine languages, and learn which model writes your content, what the download banner means and why a piece can take minutes.",
    metaDescription:
      "Inkwell writes in nine languages with the model its operator chooses: an open model on the server itself, or a hosted provider. What that means for you.",
    publishedDaysAgo: 9,
    content: html(
      "<h2>Nine writing languages</h2>",
      "<p>Inkwell writes in English, Spanish, French, German, Portuguese, Hindi, Arabic, Chinese and Japanese: pick one with the Writing language chooser on the Create tab. The writer is asked for that language directly, not for a translation. Inkwell checks the language of the answer and asks once more if it is wrong; if the text is still in another language, the post's view says so.</p>",
      "<h2>Which model writes your content</h2>",
      "<p>The site's operator chooses the model. By default it is an open model (on most servers Qwen3 4B Instruct) that runs on the Inkwell server itself, so your topics and texts are not sent to an outside AI service. An operator can instead connect OpenAI, Anthropic, Google or an OpenAI-compatible server such as Ollama or vLLM.</p>",
      '<h2>"Preparing the writing model"</h2>',
      "<p>When a server starts for the first time, it downloads its model. Meanwhile the dashboard shows a banner with the progress and the time left. You can generate anyway: your request is accepted, its credit reserved, and it starts by itself once the model is ready. If the download fails for good, waiting generations fail and their credits come back.</p>",
      "<h2>Speed</h2>",
      "<p>A model running on a server's processor writes a few words a second, so a 1,000-word post can take several minutes; a graphics card or a hosted provider is many times faster. The progress overlay shows how far it has come.</p>",
    ),
  }),
  helpArticle({
    n: 644,
    title: "Why a Post Says Some Parts Were Not Written by the Model",
    slug: "parts-not-written-by-the-model",
    category: "ai features",
    keywords: ["generation", "quality"],
    excerpt:
      "When the model's answer is unusable for one part, Inkwell fills that part from your text and tells you which one.",
    metaDescription:
      "Why an Inkwell post can say that its outline, meta description, slug or hashtags were not written by the model, and what to check when it does.",
    publishedDaysAgo: 6,
    content: html(
      "<p>Inkwell asks the model for each part of a piece in a fixed shape: the outline, the sections, then the summary fields (meta description, synopsis, abstract, slug, keywords, and for some types caption, hashtags or video description).</p>",
      "<h2>When an answer does not fit</h2>",
      "<p>An answer that does not fit is read leniently first, then sent back to the model once with what was wrong. Only if that fails too does Inkwell fill the part itself: a meta description or synopsis taken from the text, a slug made from your title, hashtags made from your keywords, sections planned in one pass.</p>",
      "<h2>What the post's view tells you</h2>",
      "<p>Nothing is hidden. The view of such a post has a note, <em>Some parts were not written by the model</em>, listing each part that was filled in and how. The content analysis below it covers the post as it is.</p>",
      "<h2>What to do</h2>",
      "<p>Read the parts the note names and edit them in the editor if they need it, or generate the piece again. If it happens often, tell the site's operator: the model may be too small for the length you ask for.</p>",
    ),
  }),
];
