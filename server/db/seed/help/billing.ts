import { helpArticle, html } from "./article";

/** Help center, Billing & Subscriptions. */
export const BILLING = [
  helpArticle({
    n: 631,
    title: "Plans and What Each Includes",
    slug: "plans-and-pricing",
    category: "billing",
    keywords: ["plans", "pricing"],
    excerpt:
      "Free, Lite, Pro and Elite: generations a month, prices monthly and annually, and the features each plan adds.",
    metaDescription:
      "Inkwell's Free, Lite, Pro and Elite plans compared: monthly generations, monthly and annual prices, the Idea Lab, priority processing and more.",
    publishedDaysAgo: 25,
    content: html(
      "<table><thead><tr><th>Plan</th><th>Generations a month</th><th>Monthly</th><th>Annual</th></tr></thead><tbody>",
      "<tr><td>Free</td><td>3</td><td>$0</td><td>-</td></tr>",
      "<tr><td>Lite</td><td>50</td><td>$10</td><td>$100</td></tr>",
      "<tr><td>Pro (Most Popular)</td><td>150</td><td>$20</td><td>$200</td></tr>",
      "<tr><td>Elite</td><td>300</td><td>$30</td><td>$300</td></tr>",
      "</tbody></table>",
      "<p>Paying annually costs ten months' price for twelve: two months free.</p>",
      "<h2>What every plan includes</h2>",
      "<p>All seven content types, the SEO, readability and AI-search report on every piece, presets, the editor, and the exports of each post and of the library.</p>",
      "<h2>What differs</h2>",
      "<ul><li><strong>Free</strong>: 5 Idea Lab sets a day at no cost. The library keeps the current month's content only.</li>",
      "<li><strong>Lite and Pro</strong>: a personal library that keeps everything, and Idea Lab sets at half a credit each.</li>",
      "<li><strong>Elite</strong>: everything in Pro, plus priority processing (your generations run first), multi-keyword targeting (up to five focus keyphrases, each checked by the report) and Saved Ideas with bookmarks.</li></ul>",
      "<h2>How the month is counted</h2>",
      "<p>A month is the calendar month in UTC. Your count starts again on the 1st; unused generations do not carry over.</p>",
    ),
  }),
  helpArticle({
    n: 632,
    title: "Upgrading, Changing Plans and Cancelling",
    slug: "upgrade-change-cancel",
    category: "billing",
    keywords: ["subscription", "cancel"],
    excerpt:
      "Choose a plan, pay through the secure checkout, manage your payment method, and cancel at the end of the billing period.",
    metaDescription:
      "How to upgrade your Inkwell plan, change it, manage billing and cancel: your plan stays active to the end of the billing period, then moves to Free.",
    publishedDaysAgo: 18,
    content: html(
      "<h2>Upgrading</h2>",
      "<p>Press Upgrade in the sidebar's usage box, or See plans on your Profile tab. Choose Monthly or Annual, then a plan. The checkout page of our payment provider, Stripe, takes the payment; Inkwell never sees your card number.</p>",
      "<p>Your plan changes once the payment provider confirms the payment to us, usually within seconds: back in Inkwell, a message says your new plan is being activated and it shows on your Profile tab a moment later. If you cancel the checkout, nothing is charged and your plan stays as it was.</p>",
      "<h2>Managing billing</h2>",
      "<p>Profile → Subscription shows your plan, whether it is billed monthly or annually and when it renews. <strong>Manage billing</strong> opens the payment provider's billing portal, where you update your card, see your invoices and switch to another plan.</p>",
      "<h2>Cancelling</h2>",
      "<p>Choose <strong>Cancel subscription</strong> and confirm <strong>Cancel at period end</strong>. You keep your plan until the end of the period you paid for, and then move to Free; the Profile tab shows the date. Until then, <strong>Resume subscription</strong> undoes the cancellation.</p>",
      "<h2>Before moving to Free</h2>",
      "<p>The Free plan keeps only the current month's content. Export your library before your paid period ends if you want a copy of everything.</p>",
    ),
  }),
  helpArticle({
    n: 633,
    title: "Monthly Limits and Running Out of Generations",
    slug: "monthly-generation-limits",
    category: "billing",
    keywords: ["usage", "credits"],
    excerpt:
      "How generations are counted, when a credit is used or given back, what half-credit idea sets cost, and what happens at your limit.",
    metaDescription:
      "How Inkwell counts generations each month, when a credit is reserved, used or returned, what idea sets cost, and what to do when you reach your limit.",
    publishedDaysAgo: 11,
    content: html(
      "<p>Each plan includes a number of generations a calendar month (UTC). The usage box in the sidebar and the account menu show what is left.</p>",
      "<h2>When a generation counts</h2>",
      "<p>A generation reserves one credit when it starts. The credit is used when the finished piece is saved to your library and released if the generation fails, so you only pay for content you receive. Several generations started at the same moment can never take you past your limit.</p>",
      "<h2>Idea Lab sets</h2>",
      "<p>On Lite, Pro and Elite a set of ten ideas costs half a credit, refresh included. On Free you get five sets a day at no cost instead. A set the model could not fill with ten ideas costs nothing.</p>",
      "<h2>At your limit</h2>",
      "<p>When none are left, Inkwell refuses new generations with <em>Usage Limit Reached</em> and shows the plans. Upgrade for more at once, or wait for the 1st of next month, when your count starts again. A free account sees a banner with how many of its generations remain.</p>",
    ),
  }),
];
