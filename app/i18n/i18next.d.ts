import type account from "./locales/en/account.json";
import type admin from "./locales/en/admin.json";
import type analysis from "./locales/en/analysis.json";
import type auth from "./locales/en/auth.json";
import type blog from "./locales/en/blog.json";
import type bulk from "./locales/en/bulk.json";
import type common from "./locales/en/common.json";
import type create from "./locales/en/create.json";
import type developers from "./locales/en/developers.json";
import type editor from "./locales/en/editor.json";
import type edits from "./locales/en/edits.json";
import type evidence from "./locales/en/evidence.json";
import type exports from "./locales/en/exports.json";
import type generation from "./locales/en/generation.json";
import type history from "./locales/en/history.json";
import type home from "./locales/en/home.json";
import type ideas from "./locales/en/ideas.json";
import type legal from "./locales/en/legal.json";
import type library from "./locales/en/library.json";
import type links from "./locales/en/links.json";
import type pages from "./locales/en/pages.json";
import type presets from "./locales/en/presets.json";
import type publishing from "./locales/en/publishing.json";
import type research from "./locales/en/research.json";
import type site from "./locales/en/site.json";
import type sources from "./locales/en/sources.json";
import type ui from "./locales/en/ui.json";
import type voices from "./locales/en/voices.json";
import type webhooks from "./locales/en/webhooks.json";

// English is the reference: a key missing from it is a type error wherever it is used.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      ui: typeof ui;
      admin: typeof admin;
      home: typeof home;
      auth: typeof auth;
      account: typeof account;
      create: typeof create;
      library: typeof library;
      editor: typeof editor;
      presets: typeof presets;
      exports: typeof exports;
      site: typeof site;
      blog: typeof blog;
      pages: typeof pages;
      legal: typeof legal;
      ideas: typeof ideas;
      analysis: typeof analysis;
      generation: typeof generation;
      sources: typeof sources;
      evidence: typeof evidence;
      research: typeof research;
      edits: typeof edits;
      history: typeof history;
      voices: typeof voices;
      developers: typeof developers;
      publishing: typeof publishing;
      webhooks: typeof webhooks;
      bulk: typeof bulk;
      links: typeof links;
    };
  }
}
