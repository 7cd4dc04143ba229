import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { v1Path } from "../domain/api/contract";
import { API_CONTRACTS } from "../domain/api/index";
import { BLOG_TYPE_KEYWORDS } from "../domain/site/content";
import { LEGAL_PAGES } from "../domain/site/pages";

/**
 * Every page and JSON API React Router serves. A few paths are served by Express before React
 * Router and are not listed here (see server/http/app.ts, `createHttpApp`):
 * `GET /healthz`, better-auth's `/api/auth/*`, the local OpenID provider's `/oidc/*`, the
 * generation event stream `GET /api/generations/:id/events` (also at
 * `GET /api/v1/generations/:id/events` for an API key), the AI edit event stream
 * `GET /api/ai-edits/:id/events`, the MCP server `/mcp` (server/mcp), and static files.
 *
 * How to add a route: docs/decisions/0010-layout-and-seams.md ("Adding a route"); a dashboard
 * screen: docs/decisions/0024-route-map.md ("Adding a screen"). The signed-in workspace is one
 * route per screen under /dashboard (its layout: sidebar, usage, pricing dialog), the admin
 * screens under /dashboard/admin (its layout requires an admin); the spec's old addresses
 * (/dashboard, /dashboard?tab=<screen>, /dashboard/{action}/{id}) redirect to them.
 */

/** The paths whose operations the public API also serves (a contract with `v1`, issue 30). */
const PUBLIC_API_PATHS = new Set(API_CONTRACTS.filter((c) => c.v1).map((c) => c.path));

/**
 * A JSON route, and when one of its contracts has `v1`, the same module at its public API address
 * (`api/posts/:id` and `api/v1/posts/:id`): there a key authenticates and only the `v1`
 * operations answer (server/http `serve`). ADR 0030.
 */
function api(path: string, file: string): RouteConfigEntry[] {
  const entries = [route(path, file)];
  if (PUBLIC_API_PATHS.has(`/${path}`)) {
    const id = `${file.replace(/\.tsx?$/, "")}-v1`;
    entries.push(route(v1Path(`/${path}`).slice(1), file, { id }));
  }
  return entries;
}

export default [
  index("routes/site/home.tsx"),
  route("preferences", "routes/preferences.ts"),
  // The public site (spec section 2, route table): server-rendered pages without hydration.
  route("about", "routes/site/about.tsx"),
  route("careers", "routes/site/careers.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("contact-us", "routes/site/contact.tsx", { id: "routes/site/contact-us" }),
  route("help-center", "routes/site/help-center.tsx"),
  route("help-center/:category", "routes/site/help-category.tsx"),
  route("documentation", "routes/site/documentation.tsx"),
  // The public API's reference (issue 30): the only public page that loads a renderer's script.
  route("documentation/api", "routes/site/api-reference.tsx"),
  route("solutions/:solution", "routes/site/solution.tsx"),
  ...LEGAL_PAGES.map((page) =>
    route(page, "routes/site/legal.tsx", { id: `routes/site/legal-${page}` }),
  ),
  // The public blog (decisions: "Routes"): a type keyword's listing wins over an article slug
  // (a slug may not be a keyword); /help and /guides show those listings.
  route("blog", "routes/site/blog.tsx"),
  ...BLOG_TYPE_KEYWORDS.map((keyword) =>
    route(`blog/${keyword}`, "routes/site/blog.tsx", { id: `routes/site/blog-${keyword}` }),
  ),
  route("help", "routes/site/blog.tsx", { id: "routes/site/help" }),
  route("guides", "routes/site/blog.tsx", { id: "routes/site/guides" }),
  route("blog/post/:slug", "routes/site/article-redirect.ts"),
  route("blog/:slug", "routes/site/article.tsx"),
  // Feeds for crawlers and answer engines, from published content.
  route("sitemap.xml", "routes/site/feeds/sitemap.ts"),
  route("robots.txt", "routes/site/feeds/robots.ts"),
  route("rss.xml", "routes/site/feeds/rss.ts"),
  route("llms.txt", "routes/site/feeds/llms.ts"),
  route("llms-full.txt", "routes/site/feeds/llms.ts", { id: "routes/site/feeds/llms-full" }),
  ...api("api/openapi.json", "routes/api/openapi.ts"),
  ...api("api/v1/openapi.json", "routes/api/v1-openapi.ts"),
  ...api("api/generations", "routes/api/generations.ts"),
  ...api("api/generations/:id", "routes/api/generation.ts"),
  ...api("api/usage", "routes/api/usage.ts"),
  ...api("api/posts", "routes/api/posts.ts"),
  ...api("api/posts/:id", "routes/api/post.ts"),
  ...api("api/posts/:id/export/:format", "routes/api/post-export.ts"),
  ...api("api/posts/:id/fact-checks", "routes/api/post-fact-checks.ts"),
  ...api("api/posts/:id/analysis", "routes/api/post-analysis.ts"),
  ...api("api/posts/:id/versions", "routes/api/post-versions.ts"),
  ...api("api/posts/:id/link-suggestions", "routes/api/post-link-suggestions.ts"),
  ...api("api/posts/:id/versions/compare", "routes/api/post-versions-compare.ts"),
  ...api("api/posts/:id/versions/:number", "routes/api/post-version.ts"),
  ...api("api/posts/:id/versions/:number/restore", "routes/api/post-version-restore.ts"),
  ...api("api/fact-checks/:id", "routes/api/fact-check.ts"),
  ...api("api/posts/:id/ai-edits", "routes/api/post-ai-edits.ts"),
  ...api("api/ai-edits/allowance", "routes/api/ai-edits-allowance.ts"),
  ...api("api/ai-edits/:id", "routes/api/ai-edit.ts"),
  ...api("api/ai-edits/:id/review", "routes/api/ai-edit-review.ts"),
  ...api("api/ai-edits/:id/cancel", "routes/api/ai-edit-cancel.ts"),
  ...api("api/library/export", "routes/api/library-export.ts"),
  ...api("api/library/link-report", "routes/api/library-link-report.ts"),
  ...api("api/analysis", "routes/api/analysis.ts"),
  ...api("api/presets", "routes/api/presets.ts"),
  ...api("api/presets/:id", "routes/api/preset.ts"),
  ...api("api/sources", "routes/api/sources.ts"),
  ...api("api/sources/:id", "routes/api/source.ts"),
  ...api("api/research-briefs", "routes/api/research-briefs.ts"),
  ...api("api/research-briefs/:id", "routes/api/research-brief.ts"),
  ...api("api/voices", "routes/api/voices.ts"),
  ...api("api/voices/samples", "routes/api/voice-samples.ts"),
  ...api("api/voices/:id", "routes/api/voice.ts"),
  ...api("api/bulk/check", "routes/api/bulk-check.ts"),
  ...api("api/bulk-runs", "routes/api/bulk-runs.ts"),
  ...api("api/bulk-runs/:id", "routes/api/bulk-run.ts"),
  ...api("api/bulk-runs/:id/retry", "routes/api/bulk-run-retry.ts"),
  ...api("api/bulk-runs/:id/cancel", "routes/api/bulk-run-cancel.ts"),
  ...api("api/bulk-runs/:id/download", "routes/api/bulk-run-download.ts"),
  ...api("api/keys", "routes/api/keys.ts"),
  ...api("api/keys/:id", "routes/api/key.ts"),
  ...api("api/webhooks", "routes/api/webhooks.ts"),
  ...api("api/webhooks/:id", "routes/api/webhook.ts"),
  ...api("api/webhooks/:id/deliveries", "routes/api/webhook-deliveries.ts"),
  ...api("api/webhooks/:id/test", "routes/api/webhook-test.ts"),
  ...api("api/webhooks/:id/deliveries/:deliveryId/resend", "routes/api/webhook-delivery-resend.ts"),
  ...api("api/connections", "routes/api/connections.ts"),
  ...api("api/connections/:id", "routes/api/connection.ts"),
  ...api("api/connections/:id/test", "routes/api/connection-test.ts"),
  ...api("api/posts/:id/publications", "routes/api/post-publications.ts"),
  ...api(
    "api/posts/:id/publications/:publicationId/cancel",
    "routes/api/post-publication-cancel.ts",
  ),
  ...api("api/publications", "routes/api/publications.ts"),
  ...api("api/billing/webhook", "routes/api/billing-webhook.ts"),
  ...api("api/billing/subscription", "routes/api/billing-subscription.ts"),
  route("billing/checkout", "routes/api/billing-checkout.ts"),
  route("billing/portal", "routes/api/billing-portal.ts"),
  route("billing/return", "routes/billing/return.ts"),
  route("billing/sandbox/checkout/:id", "routes/billing/sandbox-checkout.tsx"),
  route("billing/sandbox/portal", "routes/billing/sandbox-portal.tsx"),
  ...api("api/admin/overview", "routes/api/admin/overview.ts"),
  ...api("api/admin/users", "routes/api/admin/users.ts"),
  ...api("api/admin/users/:id/tier", "routes/api/admin/user-tier.ts"),
  ...api("api/admin/users/:id/credits", "routes/api/admin/user-credits.ts"),
  ...api("api/admin/users/:id/roles", "routes/api/admin/user-roles.ts"),
  ...api("api/admin/audit", "routes/api/admin/audit.ts"),
  ...api("api/admin/messages", "routes/api/admin/messages.ts"),
  ...api("api/admin/messages/export", "routes/api/admin/messages-export.ts"),
  ...api("api/admin/messages/:id", "routes/api/admin/message.ts"),
  ...api("api/ideas", "routes/api/ideas.ts"),
  ...api("api/ideas/saved", "routes/api/ideas-saved.ts"),
  ...api("api/ideas/runs/:id", "routes/api/idea-run.ts"),
  ...api("api/ideas/:id", "routes/api/idea.ts"),
  // Admin writes (issue 14): website content and SEO settings.
  ...api("api/admin/content", "routes/api/admin/content.ts"),
  ...api("api/admin/content/:id", "routes/api/admin/content-item.ts"),
  ...api("api/admin/seo", "routes/api/admin/seo.ts"),
  ...api("api/admin/seo/:id", "routes/api/admin/seo-item.ts"),
  ...api("api/admin/site-settings", "routes/api/admin/site-settings.ts"),
  route("auth", "routes/auth/sign-in.tsx"),
  route("auth/local/:uid", "routes/auth/local.tsx"),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  // The signed-in workspace (docs/decisions/0024-route-map.md): one route module per screen, each
  // with its loader and action beside it; the admin layout lets admins only through.
  route("dashboard", "routes/dashboard/layout.tsx", [
    // The old addresses (/dashboard, /dashboard?tab=<screen>, /dashboard/{action}/{id}) redirect.
    index("routes/dashboard/old-address.tsx"),
    route("create", "routes/dashboard/create.tsx"),
    route("library", "routes/dashboard/library.tsx"),
    route("presets", "routes/dashboard/presets.tsx"),
    route("ideas", "routes/dashboard/ideas.tsx"),
    route("profile", "routes/dashboard/profile.tsx"),
    route("voices", "routes/dashboard/voices.tsx"),
    route("bulk", "routes/dashboard/bulk.tsx"),
    route("publishing", "routes/dashboard/publishing.tsx"),
    route("admin", "routes/dashboard/admin/layout.tsx", [
      index("routes/dashboard/admin/index.tsx"),
      route("overview", "routes/dashboard/admin/overview.tsx"),
      route("users", "routes/dashboard/admin/users.tsx"),
      route("messages", "routes/dashboard/admin/messages.tsx"),
      route("content", "routes/dashboard/admin/content.tsx"),
      route("seo", "routes/dashboard/admin/seo.tsx"),
    ]),
    route("view/:id", "routes/dashboard/view.tsx"),
    route("edit/:id", "routes/dashboard/edit.tsx"),
    route(":action/:id", "routes/dashboard/old-address.tsx", { id: "routes/dashboard/action" }),
    route("*", "routes/dashboard/not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
