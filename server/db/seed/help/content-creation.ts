import { helpArticle, html } from "./article";

/** Help center, Content Creation (with "A Guide to Presets" of ../site.ts). */
export const CONTENT_CREATION = [
  helpArticle({
    n: 611,
    title: "The Seven Content Types and What Each Needs",
    slug: "seven-content-types",
    category: "content creation",
    keywords: ["content types", "create"],
    excerpt:
      "Blog posts, help articles, website pages, social posts, video scripts, marketing e-mails and e-commerce copy: the fields each one asks for.",
    metaDescription:
      "The seven content types of Inkwell's Create tab and their required fields, from blog posts and help articles to marketing e-mails and product copy.",
    publishedDaysAgo: 28,
    content: html(
      "<p>The Create tab (<kbd>C</kbd>) starts with the content type. The form then asks for that type's details; fields marked * are required, and the Generate button names the type.</p>",
      "<table><thead><tr><th>Content type</th><th>Required</th><th>Good for</th></tr></thead><tbody>",
      "<tr><td>Blog Post</td><td>Title, Topic</td><td>Long-form articles for search and AI answer engines</td></tr>",
      "<tr><td>Help Article</td><td>Title, Feature Name</td><td>Step-by-step guides, FAQs and troubleshooting</td></tr>",
      "<tr><td>Website Page</td><td>Title, Page Type, Brand Message</td><td>Home, about, services, landing, product and contact pages</td></tr>",
      "<tr><td>Social Media Post</td><td>Title, Platform, Main Message</td><td>Instagram, LinkedIn, Twitter, TikTok and Facebook posts with caption and hashtags</td></tr>",
      "<tr><td>Video Script</td><td>Title, Platform, Theme</td><td>TikTok, Instagram, YouTube and LinkedIn videos from 15 seconds to 2 minutes</td></tr>",
      "<tr><td>Marketing Email</td><td>Subject Line, Campaign Type, Email Purpose</td><td>Newsletters, promotions, welcome, abandoned-cart and announcement e-mails</td></tr>",
      "<tr><td>E-commerce Copy</td><td>Title, Content Type, Product Details</td><td>Product descriptions, category pages, banners, reviews and comparisons</td></tr>",
      "</tbody></table>",
      "<h2>What every result includes</h2>",
      "<p>Besides the text itself, every piece comes with a meta description of at most 160 characters, a synopsis, an abstract, a URL slug and keywords. Social posts add a caption and hashtags; video scripts add a video description. Each piece also gets its SEO, readability and AI-search report.</p>",
      "<h2>Keywords</h2>",
      "<p>Separate keywords with commas. The report checks the first one as your focus keyphrase; on the Elite plan the first five are each checked.</p>",
    ),
  }),
  helpArticle({
    n: 612,
    title: "Tone, Length, Audience and Templates",
    slug: "advanced-settings",
    category: "content creation",
    keywords: ["advanced settings", "templates"],
    excerpt:
      "The Advanced Settings card fine-tunes how a piece is written: tone, length, target audience and one optional template.",
    metaDescription:
      "How the Advanced Settings of Inkwell's Create tab work: tone, word count, target audience and templates, with the options of each content type.",
    publishedDaysAgo: 21,
    content: html(
      "<p>The Advanced Settings card on the Create tab is optional: every setting starts with a sensible default. What it offers depends on the content type.</p>",
      "<h2>Tone</h2>",
      "<p>Each type has tones that suit it. A blog post can be Professional (the default), Casual, Friendly, Authoritative or Conversational; a help article Clear, Friendly or Technical; a marketing e-mail Friendly, Professional, Urgent, Casual or Formal.</p>",
      "<h2>Length</h2>",
      "<ul><li>Blog posts: Short (500 words), Medium (1,000 words, the default) or Long (1,500 words).</li>",
      "<li>Marketing e-mails: 150, 300 or 500 words.</li>",
      "<li>E-commerce copy: 100, 250 or 500 words.</li>",
      "<li>Video scripts: 15 seconds, 30 seconds, 60 seconds or 2 minutes.</li></ul>",
      "<h2>Target audience</h2>",
      "<p>Tell the writer who reads the piece: for a blog post General, Professionals, Developers, Marketers or Entrepreneurs; for a help article End Users, Administrators, Developers or the Support Team.</p>",
      "<h2>Templates</h2>",
      "<p>A template gives the piece a known shape. Blog posts have twelve, from How-to Guide and List Article to Comparison and Beginner's Guide; every other type has six. Choose one, or none; choosing the selected template again clears it.</p>",
      "<h2>Writing language</h2>",
      "<p>The Writing language chooser sets the language the piece is written in. It starts as your interface language, and you can pick any of the nine languages Inkwell speaks.</p>",
    ),
  }),
  helpArticle({
    n: 613,
    title: "Editing, Copying and Exporting a Post",
    slug: "edit-copy-export",
    category: "content creation",
    keywords: ["editor", "export"],
    excerpt:
      "Change a generated post in the rich-text editor, copy it, or download it as HTML, Markdown, plain text or Word; the whole library as a zip.",
    metaDescription:
      "Edit a generated post in Inkwell's rich-text editor, copy it, or export it as HTML, Markdown, plain text or Word, and download your library as a zip.",
    publishedDaysAgo: 15,
    content: html(
      "<p>A generated post opens in its view, with its summary fields and content analysis. From there, or from its Library card, you can edit, copy and export it.</p>",
      "<h2>The editor</h2>",
      "<p>Edit Post opens the rich-text editor. Its toolbar has bold, italic, underline, three heading levels, bulleted and numbered lists, quotes, inline code and code blocks, links and tables, with undo and redo. You can also change the title, topic, description, keywords, tone and audience. <strong>Save Changes</strong> stores the post and counts its words again; Preview shows it as it will read.</p>",
      "<p>If the same post was changed in another tab or window since you opened it, saving stops and says so instead of overwriting the other change: copy your edits, reload and apply them. Leaving with unsaved changes asks you first.</p>",
      "<h2>Copy</h2>",
      "<p><strong>Copy Content</strong> puts the text on your clipboard, ready to paste into another tool.</p>",
      "<h2>Export one post</h2>",
      "<p>The Export menu of a post downloads it as:</p>",
      "<ul><li><strong>HTML</strong>: a standalone page with its title, meta description and keywords.</li>",
      "<li><strong>Markdown</strong>: with front matter (title, slug, description, dates, keywords) that Hugo, Jekyll, Astro and Eleventy read.</li>",
      "<li><strong>Plain text</strong>: the title and the text.</li>",
      "<li><strong>Word (.docx)</strong>: headings, lists, links and tables kept as Word styles.</li></ul>",
      "<h2>Export the whole library</h2>",
      "<p><strong>Export library (.zip)</strong> in the Library downloads every post as Markdown plus a <code>library.json</code> with all their fields. One library export runs at a time per account.</p>",
    ),
  }),
];
