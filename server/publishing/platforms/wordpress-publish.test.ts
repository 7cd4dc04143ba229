import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { afterEach, describe, expect, it } from "vitest";
import {
  type ScriptedWordPress,
  type ScriptedWordPressOptions,
  startScriptedWordPress,
} from "../../../tests/support/scripted-wordpress";
import {
  firstPublish,
  wordpressCredentials,
  wordpressDocument,
} from "../../../tests/support/wordpress-fixtures";
import { configureSources } from "../../sources";
import type { PlatformError, PublishDocument } from "../platform";
import { wordpressClient } from "./wordpress";

let wp: ScriptedWordPress | null = null;

async function site(options: ScriptedWordPressOptions = {}) {
  wp = await startScriptedWordPress(options);
  configureSources({ appUrl: "https://inkwell.example", allowHosts: [wp.host] });
  return wp;
}

afterEach(async () => {
  await wp?.close();
  wp = null;
  configureSources({ appUrl: "http://localhost:3000" });
});

const YOAST_KEYS = ["_yoast_wpseo_metadesc", "_yoast_wpseo_focuskw", "_yoast_wpseo_canonical"];

function publish(
  wp: ScriptedWordPress,
  document: PublishDocument,
  options: Partial<Parameters<typeof wordpressClient.publish>[2]> = {},
) {
  return wordpressClient.publish(wordpressCredentials(wp), document, {
    ...firstPublish,
    ...options,
  });
}

describe("wordpressClient.publish", () => {
  it("creates the post, then updates the same post: one post on the site", async () => {
    const wp = await site();
    const first = await publish(wp, wordpressDocument({ status: "draft" }));
    expect(first.status).toBe("draft");
    expect(first.url).toBe(`${wp.url}/?p=${first.id}`);
    const second = await publish(wp, wordpressDocument({ title: "Cold brew, again" }), {
      remoteId: first.id,
    });
    expect(second.id).toBe(first.id);
    expect(second.status).toBe("live");
    expect(second.url).toBe(`${wp.url}/cold-brew-at-home/`);
    expect(wp.posts.size).toBe(1);
    expect(wp.creates()).toBe(1);
    const post = wp.posts.get(Number(first.id));
    expect(post).toMatchObject({
      title: "Cold brew, again",
      slug: "cold-brew-at-home",
      status: "publish",
      content: "<p>Cold brew is coffee steeped in cold water.</p>",
      excerpt: "Cold brew is coffee steeped in cold water.",
    });
  });

  it("creates the tags once and reuses them by name", async () => {
    const wp = await site();
    const first = await publish(wp, wordpressDocument({ tags: ["coffee", "Cold brew"] }));
    await publish(wp, wordpressDocument({ tags: ["Coffee", "cold brew", "tea & milk"] }), {
      remoteId: first.id,
    });
    expect([...wp.tags.values()].map((tag) => tag.name)).toEqual([
      "coffee",
      "Cold brew",
      "tea & milk",
    ]);
    expect(wp.creates("tags")).toBe(3);
    const ids = [...wp.tags.values()].map((tag) => tag.id);
    expect(wp.posts.get(Number(first.id))?.tags).toEqual(ids);
  });

  it("uses the term WordPress names when a tag exists but the search missed it", async () => {
    const wp = await site();
    wp.tags.set(7, { id: 7, name: "Café", slug: "cold-brew" });
    const post = await publish(wp, wordpressDocument({ tags: ["cold brew"] }));
    expect(wp.posts.get(Number(post.id))?.tags).toEqual([7]);
  });

  it("uploads the featured image once across two publishes, with its alt text", async () => {
    const wp = await site();
    const image = { url: `${wp.url}/fixtures/image.png`, alt: "A glass of cold brew" };
    const first = await publish(wp, wordpressDocument({ featuredImage: image }));
    expect(first.media).toEqual({ id: expect.any(String), sourceUrl: image.url });
    expect(first.notes.filter((n) => n.key === PUBLISHING_MESSAGES.imageFailed)).toEqual([]);
    const second = await publish(wp, wordpressDocument({ featuredImage: image }), {
      remoteId: first.id,
      previous: { media: first.media ?? null },
    });
    expect(second.media).toEqual(first.media);
    expect(wp.creates("media")).toBe(1);
    const media = wp.media.get(Number(first.media?.id));
    expect(media).toMatchObject({
      filename: "image.png",
      mimeType: "image/png",
      alt_text: image.alt,
    });
    expect(wp.posts.get(Number(first.id))?.featured_media).toBe(media?.id);
  });

  it("publishes without the image, with a note, when the image cannot be fetched", async () => {
    const wp = await site();
    const post = await publish(
      wp,
      wordpressDocument({ featuredImage: { url: `${wp.url}/missing.png`, alt: "" } }),
    );
    expect(post.notes).toContainEqual({
      key: PUBLISHING_MESSAGES.imageFailed,
      params: { message: "HTTP 404" },
    });
    expect(post.media).toBeNull();
    expect(wp.posts.size).toBe(1);
    expect(wp.creates("media")).toBe(0);
    // An address that is not an image is not uploaded either.
    const page = await publish(
      wp,
      wordpressDocument({ featuredImage: { url: `${wp.url}/wp-json/`, alt: "" } }),
      { remoteId: post.id },
    );
    expect(page.notes[0]).toMatchObject({ key: PUBLISHING_MESSAGES.imageFailed });
    expect(wp.creates("media")).toBe(0);
  });

  it("retries the whole attempt when the site is busy at the upload, making nothing yet", async () => {
    const wp = await site();
    const image = { url: `${wp.url}/fixtures/image.png`, alt: "" };
    wp.failNext(1, 429, "/wp/v2/media");
    const error = await publish(wp, wordpressDocument({ featuredImage: image })).then(
      () => null,
      (e: unknown) => e as PlatformError,
    );
    expect(error?.messageKey).toBe(PUBLISHING_MESSAGES.rateLimited);
    expect(error?.retry).toBe(true);
    expect(wp.posts.size).toBe(0);
    const post = await publish(wp, wordpressDocument({ featuredImage: image }));
    expect(post.media?.sourceUrl).toBe(image.url);
    expect(wp.media.size).toBe(1);
  });

  it("keeps the uploaded image when only its alt text is refused", async () => {
    const wp = await site();
    const image = { url: `${wp.url}/fixtures/image.png`, alt: "A glass" };
    wp.failNext(1, 500, "/wp/v2/media/101");
    const post = await publish(wp, wordpressDocument({ featuredImage: image, tags: [] }));
    expect(post.media?.id).toBe("101");
    expect(post.notes).toContainEqual({
      key: PUBLISHING_MESSAGES.imageFailed,
      params: { message: "There has been a critical error on this website." },
    });
    expect(wp.posts.get(Number(post.id))?.featured_media).toBe(101);
  });

  it("writes Yoast SEO's fields where the site registers them, and says so", async () => {
    const wp = await site({ seoPlugin: "yoast", registeredMeta: YOAST_KEYS });
    const post = await publish(
      wp,
      wordpressDocument({ canonicalUrl: "https://example.com/original" }),
      { seoPlugin: "yoast" },
    );
    expect(post.notes).toContainEqual({
      key: PUBLISHING_MESSAGES.seoWritten,
      params: { plugin: "Yoast SEO" },
    });
    expect(wp.posts.get(Number(post.id))?.meta).toEqual({
      _yoast_wpseo_metadesc: "How to make cold brew coffee at home.",
      _yoast_wpseo_focuskw: "cold brew",
      _yoast_wpseo_canonical: "https://example.com/original",
    });
  });

  it("says seoNotStored when the plugin runs but its keys are not registered for REST", async () => {
    const wp = await site({ seoPlugin: "yoast" });
    const post = await publish(wp, wordpressDocument(), { seoPlugin: "yoast" });
    expect(post.notes).toContainEqual({
      key: PUBLISHING_MESSAGES.seoNotStored,
      params: { plugin: "Yoast SEO" },
    });
    expect(wp.posts.get(Number(post.id))?.meta).toEqual({});
  });

  it("writes Rank Math's keys for Rank Math", async () => {
    const wp = await site({
      seoPlugin: "rankmath",
      registeredMeta: ["rank_math_description", "rank_math_focus_keyword"],
    });
    const post = await publish(wp, wordpressDocument());
    expect(post.notes).toContainEqual({
      key: PUBLISHING_MESSAGES.seoWritten,
      params: { plugin: "Rank Math" },
    });
    expect(wp.posts.get(Number(post.id))?.meta).toMatchObject({
      rank_math_description: "How to make cold brew coffee at home.",
    });
  });

  it("says noSeoPlugin when there is a meta description and no plugin", async () => {
    const wp = await site();
    const post = await publish(wp, wordpressDocument());
    expect(post.notes).toEqual([{ key: PUBLISHING_MESSAGES.noSeoPlugin }]);
    const plain = await publish(wp, wordpressDocument({ metaDescription: "" }), {
      remoteId: post.id,
    });
    expect(plain.notes).toEqual([]);
  });

  it("makes a new post, with remoteGone, when the site deleted the one it had", async () => {
    const wp = await site();
    const first = await publish(wp, wordpressDocument({ metaDescription: "" }));
    wp.posts.delete(Number(first.id));
    const again = await publish(wp, wordpressDocument({ metaDescription: "" }), {
      remoteId: first.id,
    });
    expect(again.id).not.toBe(first.id);
    expect(again.notes).toEqual([{ key: PUBLISHING_MESSAGES.remoteGone }]);
    expect([...wp.posts.keys()]).toEqual([Number(again.id)]);
  });

  it("adopts the post a lost create made instead of making a duplicate", async () => {
    const wp = await site();
    const startedAt = new Date();
    // The earlier attempt reached the site (a draft: no date_gmt), its answer was lost.
    const lost = await publish(wp, wordpressDocument({ status: "draft" }));
    const adopted = await publish(wp, wordpressDocument(), { adoptSince: startedAt });
    expect(adopted.id).toBe(lost.id);
    expect(wp.posts.size).toBe(1);
    expect(wp.posts.get(Number(lost.id))?.status).toBe("publish");
  });

  it("does not adopt an older post that has the same slug", async () => {
    const wp = await site();
    wp.setClock(new Date("2026-01-01T00:00:00Z"));
    const old = await publish(wp, wordpressDocument());
    wp.setClock(null);
    const made = await publish(wp, wordpressDocument(), { adoptSince: new Date() });
    expect(made.id).not.toBe(old.id);
    expect(wp.posts.size).toBe(2);
  });

  it("works where only ?rest_route= answers", async () => {
    const wp = await site({ prettyPermalinks: false });
    const post = await publish(wp, wordpressDocument());
    expect(post.url).toBe(`${wp.url}/?p=${post.id}`);
    expect(wp.log.some((entry) => entry.path.startsWith("/?rest_route=%2Fwp%2Fv2%2Fposts"))).toBe(
      true,
    );
  });
});
