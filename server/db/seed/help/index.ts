import type { DemoArticle } from "../site";
import { ACCOUNT_SETTINGS } from "./account-settings";
import { AI_FEATURES } from "./ai-features";
import { BILLING } from "./billing";
import { CONTENT_CREATION } from "./content-creation";
import { GETTING_STARTED } from "./getting-started";

/**
 * The help center's articles (issue 25): at least three published ones in each of its five
 * categories, about the product as it works. Two more are in ../site.ts ("Getting Started with
 * Inkwell", "A Guide to Presets").
 */
export const HELP_ARTICLES: DemoArticle[] = [
  ...GETTING_STARTED,
  ...CONTENT_CREATION,
  ...ACCOUNT_SETTINGS,
  ...BILLING,
  ...AI_FEATURES,
];
