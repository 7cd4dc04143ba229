import { helpArticle, html } from "./article";

/** Help center, Getting Started (with "Getting Started with Inkwell" of ../site.ts). */
export const GETTING_STARTED = [
  helpArticle({
    n: 601,
    title: "Finding Your Way Around the Dashboard",
    slug: "dashboard-tour",
    category: "getting started",
    keywords: ["dashboard", "keyboard shortcuts"],
    excerpt:
      "The sidebar's five tabs, the usage box, the account menu and the keyboard shortcuts that move between them.",
    metaDescription:
      "A tour of the Inkwell dashboard: the Profile, Idea Lab, Create, Presets and Library tabs, the usage box, the account menu and keyboard shortcuts.",
    publishedDaysAgo: 29,
    content: html(
      "<p>Everything you do in Inkwell happens in the dashboard at <code>/dashboard</code>. The sidebar on the left opens its five tabs; each has its own address, such as <code>/dashboard/library</code>, so you can bookmark a tab.</p>",
      "<h2>The five tabs</h2>",
      "<ul><li><strong>Profile</strong>: your name, username, two-factor sign-in and your subscription.</li>",
      "<li><strong>Idea Lab</strong>: ten scored content ideas for a platform and niche.</li>",
      "<li><strong>Create</strong>: choose one of the seven content types, fill in the details and generate.</li>",
      "<li><strong>Presets</strong>: saved settings you generate from with just a topic.</li>",
      "<li><strong>Library</strong>: everything you have generated, to search, open, edit, copy, export or delete.</li></ul>",
      "<h2>Keyboard shortcuts</h2>",
      "<p>Press <kbd>C</kbd> for Create, <kbd>I</kbd> for the Idea Lab, <kbd>R</kbd> for Presets, <kbd>L</kbd> for the Library and <kbd>P</kbd> for your Profile. The shortcuts do nothing while you type in a field or hold Ctrl, Cmd or Alt, so they never get in the way of your writing. <kbd>Ctrl</kbd>+<kbd>B</kbd> (<kbd>Cmd</kbd>+<kbd>B</kbd> on a Mac) collapses or expands the sidebar; the dashboard remembers your choice. On a screen narrower than 768 pixels the sidebar slides in over the page when you open it.</p>",
      "<h2>The usage box</h2>",
      "<p>At the bottom of the sidebar the usage box shows your plan, how many generations you have used this month and how many are left. Unless you are on Elite, it has an Upgrade button that opens the plans.</p>",
      "<h2>The account menu</h2>",
      "<p>Your avatar at the top right opens a menu with your e-mail address, your plan, the generations left this month, Account Preferences (your Profile tab), a reminder of the keyboard shortcuts and Sign Out.</p>",
    ),
  }),
  helpArticle({
    n: 602,
    title: "What Happens After You Press Generate",
    slug: "what-happens-after-generate",
    category: "getting started",
    keywords: ["generation", "progress"],
    excerpt:
      "Why you can close the tab, what the progress steps mean, when your credit is used, and how many generations can run at once.",
    metaDescription:
      "How a generation runs in Inkwell: the progress steps, why closing the tab loses nothing, when a credit is used or given back, and plan limits.",
    publishedDaysAgo: 27,
    content: html(
      "<p>When you press a Generate button, Inkwell accepts the request at once and writes your content as a job on the server. The job keeps running if you close the tab, lose your connection or the server restarts; the finished piece waits in your Library.</p>",
      "<h2>The progress steps</h2>",
      "<p>A full-screen overlay follows the job's real steps: <em>Analyzing requirements</em>, <em>Crafting content</em> (long pieces are written section by section), <em>Optimizing for SEO</em> and <em>Finalizing</em>, with the percentage done. When it finishes, a result card appears and the post opens in its own view a second later.</p>",
      "<h2>When your credit is used</h2>",
      "<p>Starting a generation reserves one credit of your monthly quota. The credit is used when the post is saved, and given back if the generation fails, so a failure never costs you anything. If you have no generations left, the request is refused before anything starts and the plans are shown.</p>",
      "<h2>How many can run at once</h2>",
      "<table><thead><tr><th>Plan</th><th>Generations in progress at once</th></tr></thead><tbody>",
      "<tr><td>Free</td><td>1</td></tr><tr><td>Lite and Pro</td><td>2</td></tr><tr><td>Elite</td><td>3</td></tr></tbody></table>",
      "<p>Starting one more shows <em>Generation in Progress</em>; wait for one to finish and try again. Elite generations are also taken from the queue first.</p>",
      "<h2>How long it takes</h2>",
      "<p>It depends on the length you chose and on the writing model the site runs. A short social post takes seconds on a fast model; a 1,500-word article written by a model running on a modest server's processor can take several minutes.</p>",
    ),
  }),
  helpArticle({
    n: 603,
    title: "Your Content Library: Search, Sort and Clean Up",
    slug: "content-library",
    category: "getting started",
    keywords: ["library", "search"],
    excerpt:
      "Find any piece you have generated by title, topic or keyword, filter it by type, sort it, and open, edit, copy or delete it.",
    metaDescription:
      "How to use the Inkwell Library: search, filter by content type, sort five ways, and view, edit, copy or delete your generated content.",
    publishedDaysAgo: 24,
    content: html(
      "<p>Every piece you generate is saved to your Library (press <kbd>L</kbd> in the dashboard). Only you can see your Library.</p>",
      "<h2>Search and filter</h2>",
      "<p>The search box looks through titles, topics, descriptions and keywords. The content type filter narrows the list to one type, and the count beside it says how many items match. Long libraries are shown a page at a time.</p>",
      "<h2>Sort</h2>",
      "<p>Sort by <strong>Newest First</strong>, <strong>Oldest First</strong>, <strong>Last Modified</strong>, <strong>Title A-Z</strong> or <strong>Word Count</strong>.</p>",
      "<h2>What each card offers</h2>",
      "<p>A card shows the type, the date, the title, the description, the word count, the tone and up to three keywords. Its buttons are <strong>View</strong> (the post with its content analysis), <strong>Edit</strong> (the rich-text editor), <strong>Copy</strong> (the text to your clipboard) and <strong>Delete</strong>.</p>",
      "<h2>Deleting</h2>",
      "<p>Delete asks you to confirm, because it cannot be undone. To keep a copy first, export the post from its view, or download the whole library with <strong>Export library (.zip)</strong>.</p>",
      "<h2>On the Free plan</h2>",
      "<p>The Free plan keeps the current month's content: on the 1st of each month everything created before then is deleted. A notice in the Library gives the date; export what you want to keep before it.</p>",
    ),
  }),
];
