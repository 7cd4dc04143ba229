/** The public site's data: published content, SEO settings, contact messages (spec section 7). */
export {
  type ContentListItem,
  type ContentRow,
  createContent,
  deleteContent,
  getContentForAdmin,
  listContentForAdmin,
  toAdminContentItem,
  updateContent,
} from "./admin-content";
export {
  createSeoSettings,
  deleteSeoSettings,
  listSeoSettings,
  toAdminSeoItem,
  updateSeoSettings,
} from "./admin-seo";
export { saveContactMessage } from "./contact";
export {
  type Article,
  type ArticleCard,
  type ArticlePage,
  countHelpByKeyword,
  getArticle,
  latestOfType,
  listAllPublished,
  listArticles,
  listFeatured,
  listHelpCategory,
  listRelated,
} from "./content";
export { getSeoSettings, type SeoSettings } from "./seo";
export {
  getSiteSettings,
  type SiteSettings,
  toAdminSiteSettings,
  updateSiteSettings,
} from "./site-settings";
export { configureSiteUrl, siteOrigin } from "./site-url";

/** The database channel migration 0010 notifies on when public content or SEO settings change. */
export const SITE_CHANGES_CHANNEL = "inkwell_site";
