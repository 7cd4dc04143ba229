/**
 * Spec section 8, the error catalogue: every message it names, word for word in English, found
 * under its key in the English locale files (app/i18n/locales/en) and used by some screen, either
 * read there or sent as a key by domain/ or server/ for the screen to translate. Every screen of
 * section 8 is built (the admin tabs came last), so nothing is pending any more.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { english } from "../support/english";

type Entry = {
  /** The spec's words. */
  text: string;
  /** The locale key ("namespace:path") and the parameters the screen passes. */
  key: string;
  params?: Record<string, unknown>;
  /** What a source file contains where the key is used, when it is built at run time. */
  usedAs?: string;
};

const TYPES = {
  blog: "Please provide a title and topic",
  help: "Please provide a title and feature name",
  social: "Please provide a title, platform, and main message",
  video: "Please provide a title, platform, and topic",
  website: "Please provide a title, page type, and brand message",
  email: "Please provide a subject line, campaign type, and email purpose",
  ecommerce: "Please provide a title, content type, and product details",
};

const CATALOGUE: Entry[] = [
  // Sign-out and sign-in
  { text: "Error signing out", key: "auth:signOut.error" },
  { text: "Something went wrong", key: "common:errors.unexpectedTitle" },
  { text: "Please try again later.", key: "common:errors.unexpected" },
  { text: "Sign in failed", key: "auth:signIn.failed" },
  // Subscription
  { text: "Subscription Failed", key: "account:billing.errors.subscriptionFailedTitle" },
  {
    text: "Unable to create subscription. Please try again.",
    key: "account:billing.errors.subscriptionFailed",
  },
  { text: "No checkout URL received", key: "account:billing.errors.noCheckoutUrl" },
  // Usage limit before generation, and its variant
  { text: "Usage Limit Reached", key: "account:generation.usageLimitTitle" },
  {
    text: "You've used all 3 generations for this month. Upgrade to unlock unlimited content creation!",
    key: "account:generation.usageLimitFree",
    params: { count: 3 },
  },
  {
    text: "You've reached your monthly limit of 150 generations. Upgrade for more!",
    key: "account:generation.usageLimitPaid",
    params: { count: 150 },
  },
  {
    text: "You have reached your monthly generation limit. Please upgrade your plan to continue.",
    key: "account:generation.monthlyLimit",
  },
  // Missing Information
  { text: "Missing Information", key: "create:errors.missingInformation" },
  ...Object.entries(TYPES).map(([type, text]) => ({
    text,
    key: `create:types.${type}.missingInformation`,
    // domain/generation-input.ts builds the key from the type.
    usedAs: ["`create:types.", "$", "{type}.missingInformation`"].join(""),
  })),
  { text: "Please enter a topic for your content", key: "presets:messages.topicRequired" },
  {
    text: "Please select a platform and enter your niche.",
    key: "ideas:errors.missingInformation",
  },
  { text: "Validation Error", key: "create:errors.validationError" },
  // The server's usage refusal
  { text: "Usage Limit Exceeded", key: "account:generation.usageExceededTitle" },
  {
    text: "You've reached your generation limit. Upgrade your plan to unlock unlimited content creation!",
    key: "account:generation.usageExceeded",
  },
  { text: "No Credits Remaining", key: "account:generation.noCreditsTitle" },
  {
    text: "You've used all your generation credits for this month. Upgrade to continue creating amazing content!",
    key: "account:generation.noCredits",
  },
  // Generation Failed
  { text: "Generation Failed", key: "account:generation.failedTitle" },
  {
    text: "Unable to generate content at this time. Please try again or contact support if the issue persists.",
    key: "account:generation.failed",
  },
  { text: "Failed to generate content. Please try again.", key: "account:generation.startFailed" },
  // Idea Lab
  { text: "Daily Limit Reached", key: "ideas:errors.dailyLimitTitle" },
  {
    text: "Free users can generate 5 idea sets per day. Upgrade for unlimited ideas!",
    key: "ideas:errors.dailyLimit",
  },
  { text: "Insufficient Credits", key: "ideas:errors.insufficientCreditsTitle" },
  {
    text: "You don't have enough credits. Please upgrade your plan.",
    key: "ideas:errors.insufficientCredits",
  },
  { text: "Error", key: "ideas:errors.errorTitle" },
  { text: "Failed to generate ideas", key: "ideas:errors.failed" },
  { text: "Something went wrong. Please try again.", key: "ideas:errors.unexpected" },
  { text: "Premium Feature", key: "ideas:errors.premiumTitle" },
  { text: "Saved Ideas is available for Elite tier users", key: "ideas:errors.savedPremium" },
  {
    text: "Bookmarking is available for Elite tier users only.",
    key: "ideas:errors.bookmarkPremium",
  },
  { text: "Failed to update bookmark. Please try again.", key: "ideas:errors.bookmarkFailed" },
  // Library
  { text: "Error Loading Posts", key: "library:loadFailed.title" },
  { text: "Failed to load your content.", key: "library:loadFailed.description" },
  { text: "Delete Failed", key: "library:delete.failed" },
  { text: "Failed to delete the content.", key: "library:delete.failedDescription" },
  { text: "Post Deleted", key: "library:delete.done" },
  { text: "The content has been deleted successfully.", key: "library:delete.doneDescription" },
  // Copy
  { text: "Content Copied", key: "account:copy.copied" },
  { text: "Copy Failed", key: "account:copy.failedTitle" },
  { text: "Failed to copy content to clipboard.", key: "account:copy.failed" },
  { text: "No Content", key: "account:copy.noContentTitle" },
  { text: "There's no content available to copy.", key: "account:copy.noContent" },
  // Presets
  { text: "Please enter a preset name", key: "presets:messages.nameRequired" },
  { text: "You must be logged in to create presets", key: "presets:messages.loginRequired" },
  { text: "Failed to create preset", key: "presets:messages.createFailed" },
  { text: "Preset created successfully", key: "presets:messages.created" },
  { text: "Failed to load presets", key: "presets:messages.loadFailed" },
  { text: "Failed to delete preset", key: "presets:messages.deleteFailed" },
  // Success toasts
  { text: "Idea Loaded! 💡", key: "account:generation.ideaLoaded" },
  {
    text: "Blog Post Generated!",
    key: "account:generation.generatedTitle",
    params: { type: "Blog Post" },
  },
  {
    text: "Your AI-powered content has been created successfully.",
    key: "account:generation.generatedDescription",
  },
  // Post view and editor
  { text: "Error Loading Post", key: "account:view.loadFailed" },
  { text: "Save Failed", key: "editor:saveFailed.title" },
  { text: "Failed to save the blog post.", key: "editor:saveFailed.description" },
  // Admin
  { text: "Failed to fetch content", key: "admin:content.loadFailed" },
  { text: "Failed to load SEO settings", key: "admin:seo.loadFailed" },
  { text: "Failed to update SEO settings", key: "admin:seo.updateFailed" },
  { text: "Failed to create SEO settings", key: "admin:seo.createFailed" },
  { text: "Failed to delete SEO settings", key: "admin:seo.deleteFailed" },
  { text: "Failed to load contact submissions", key: "admin:messages.errors.loadFailed" },
  { text: "Failed to delete submission", key: "admin:messages.errors.deleteFailed" },
  { text: "Failed to load users", key: "admin:users.errors.loadFailed" },
  { text: "Failed to upgrade user", key: "admin:users.errors.upgradeFailed" },
  { text: "Failed to add credits", key: "admin:users.errors.creditsFailed" },
  { text: "User not authenticated", key: "admin:users.errors.notAuthenticated" },
  // Spec section 5, admin credits (quoted there rather than in section 8)
  {
    text: "Please enter a valid number of credits.",
    key: "admin:users.errors.invalidCredits",
  },
  // Profile
  { text: "Error loading profile", key: "account:profile.errors.loadFailed" },
  { text: "Username already taken", key: "account:profile.errors.usernameTaken" },
  {
    text: "Please choose a different username",
    key: "account:profile.errors.usernameTakenDescription",
  },
  { text: "Error saving profile", key: "account:profile.errors.saveFailed" },
  { text: "Authentication required", key: "common:errors.unauthenticatedTitle" },
  {
    text: "Please sign in to cancel your subscription",
    key: "account:billing.errors.signInToCancel",
  },
  { text: "Error cancelling subscription", key: "account:billing.errors.cancelFailedTitle" },
  {
    text: "Please try again or contact support for assistance.",
    key: "account:billing.errors.cancelFailed",
  },
  // Public site and the router's fallback
  { text: "Article Not Found", key: "blog:article.notFound" },
  { text: "No articles found", key: "blog:empty.title" },
  { text: "Clear Filters", key: "blog:empty.clear" },
  // Spec section 2, the free-user alert banner (quoted there rather than in section 8)
  {
    text: "Free Plan: You have 2 of 3 generations remaining this month",
    key: "account:freeBanner.remaining",
    params: { remaining: 2, total: 3 },
  },
  {
    text: "Unexpected Application Error!",
    key: "common:unexpectedError.title",
    usedAs: '"unexpectedError"',
  },
];

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The source of every screen, route and module that may use a key (tests excluded). */
const SOURCE = execFileSync("git", ["ls-files", "app", "domain", "server"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => fs.readFileSync(path.join(ROOT, file), "utf8"))
  .join("\n");

/** Where a key is used: its full form anywhere, or its path inside its namespace's screens. */
function isUsed(entry: Entry): boolean {
  if (entry.usedAs) return SOURCE.includes(entry.usedAs);
  const [, keyPath] = entry.key.split(":");
  return SOURCE.includes(`"${entry.key}"`) || SOURCE.includes(`"${keyPath}"`);
}

describe("spec section 8, word for word", () => {
  it.each(CATALOGUE.map((entry) => [entry.text, entry]))("%s", (_text, entry) => {
    expect(english(entry.key, entry.params)).toBe(entry.text);
    expect(isUsed(entry), `${entry.key} is used by no screen`).toBe(true);
  });
});
