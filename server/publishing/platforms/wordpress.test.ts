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
import { PlatformError } from "../platform";
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

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe("wordpressClient.check", () => {
  it("accepts a WordPress site, its application password and a user who may publish", async () => {
    const wp = await site();
    expect(await wordpressClient.check(wordpressCredentials(wp))).toEqual({ seoPlugin: null });
    const me = wp.log.find((entry) => entry.route === "/wp/v2/users/me");
    expect(me?.auth).toBe(true);
    expect(me?.path).toContain("context=edit");
  });

  it("accepts the application password without its spaces too", async () => {
    const wp = await site();
    const secret = wp.options.password.replace(/\s+/g, "");
    await expect(wordpressClient.check(wordpressCredentials(wp, { secret }))).resolves.toBeTruthy();
  });

  it("finds the API through ?rest_route= where pretty permalinks are off", async () => {
    const wp = await site({ prettyPermalinks: false, seoPlugin: "rankmath" });
    expect(await wordpressClient.check(wordpressCredentials(wp))).toEqual({
      seoPlugin: "rankmath",
    });
    expect(wp.log.map((entry) => entry.path)).toContain("/?rest_route=%2F");
  });

  it("finds Yoast SEO and Rank Math from the root's namespaces", async () => {
    let wp = await site({ seoPlugin: "yoast" });
    expect(await wordpressClient.check(wordpressCredentials(wp))).toEqual({ seoPlugin: "yoast" });
    await wp.close();
    wp = await site({ seoPlugin: "rankmath" });
    expect(await wordpressClient.check(wordpressCredentials(wp))).toEqual({
      seoPlugin: "rankmath",
    });
  });

  it("says notWordPress, with the address, for a site without the REST API", async () => {
    const wp = await site({ notWordPress: true });
    const error = await failure(wordpressClient.check(wordpressCredentials(wp)));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.notWordPress);
    expect(error.params).toEqual({ url: wp.url });
    expect(error.retry).toBe(false);
  });

  it("says credentials with WordPress's own message for a wrong password or user", async () => {
    const wp = await site();
    let error = await failure(
      wordpressClient.check(wordpressCredentials(wp, { secret: "wrong wrong wrong" })),
    );
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.credentials);
    expect(error.params).toEqual({
      status: 401,
      message: "The provided password is an invalid application password.",
    });
    expect(error.retry).toBe(false);
    error = await failure(wordpressClient.check(wordpressCredentials(wp, { username: "nobody" })));
    expect(error.params.message).toMatch(/Unknown username/);
  });

  it("says permissions for a user without publish_posts (a contributor)", async () => {
    const wp = await site({ canPublish: false });
    const error = await failure(wordpressClient.check(wordpressCredentials(wp)));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.permissions);
    expect(error.params.message).toContain("publish_posts");
  });

  it("says tls, with the certificate's code, for a self-signed https site", async () => {
    const wp = await site({ https: true });
    const error = await failure(wordpressClient.check(wordpressCredentials(wp)));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.tls);
    expect(error.params).toEqual({
      host: wp.host,
      code: expect.stringMatching(/CERT|SELF_SIGNED/),
    });
  });

  it("says redirected with the Location, following none", async () => {
    const wp = await site();
    wp.redirectTo("https://www.example.com/wp-json/");
    const error = await failure(wordpressClient.check(wordpressCredentials(wp)));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.redirected);
    expect(error.params).toEqual({ location: "https://www.example.com/wp-json/" });
    expect(wp.log).toHaveLength(1);
  });
});

describe("wordpressClient errors", () => {
  it("a 500 is a platform error worth retrying", async () => {
    const wp = await site();
    wp.failNext(1, 500);
    const error = await failure(wordpressClient.check(wordpressCredentials(wp)));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.platform);
    expect(error.params.status).toBe(500);
    expect(error.retry).toBe(true);
  });

  it("a 429 is rateLimited, retried", async () => {
    const wp = await site();
    wp.failNext(1, 429);
    const error = await failure(
      wordpressClient.publish(wordpressCredentials(wp), wordpressDocument(), firstPublish),
    );
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.rateLimited);
    expect(error.retry).toBe(true);
  });

  it("a 500 while publishing is retried, and the next attempt makes one post", async () => {
    const wp = await site();
    wp.failNext(1, 500);
    const error = await failure(
      wordpressClient.publish(wordpressCredentials(wp), wordpressDocument(), firstPublish),
    );
    expect(error.retry).toBe(true);
    await wordpressClient.publish(wordpressCredentials(wp), wordpressDocument(), firstPublish);
    expect(wp.posts.size).toBe(1);
  });

  it("a 400 is final, with the site's code and message", async () => {
    const wp = await site();
    const document = wordpressDocument({ title: "", html: "", excerpt: "" });
    const error = await failure(
      wordpressClient.publish(wordpressCredentials(wp), document, firstPublish),
    );
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.platform);
    expect(error.params).toEqual({
      status: 400,
      code: "empty_content",
      message: "Content, title, and excerpt are empty.",
    });
    expect(error.retry).toBe(false);
  });

  it("a 403 is permissions, final", async () => {
    const wp = await site({ canCreate: false });
    const error = await failure(
      wordpressClient.publish(wordpressCredentials(wp), wordpressDocument(), firstPublish),
    );
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.permissions);
    expect(error.params.message).toMatch(/not allowed to create posts/);
    expect(error.retry).toBe(false);
  });

  it("an answer that is not JSON is badAnswer, and an address with no API notWordPress", async () => {
    const wp = await site();
    wp.answerHtml("/wp/v2/posts");
    let error = await failure(
      wordpressClient.publish(wordpressCredentials(wp), wordpressDocument(), firstPublish),
    );
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.badAnswer);
    expect(error.params).toEqual({ status: 200 });
    wp.answerHtml(null);
    error = await failure(
      wordpressClient.check(wordpressCredentials(wp, { siteUrl: `${wp.url}/not-here` })),
    );
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.notWordPress);
  });

  it("never puts the application password in an error's message or parameters", async () => {
    const wp = await site({ canPublish: false });
    const secret = wp.options.password;
    const compact = secret.replace(/\s+/g, "");
    const errors: PlatformError[] = [];
    errors.push(await failure(wordpressClient.check(wordpressCredentials(wp))));
    wp.wrongCredentials(true);
    errors.push(await failure(wordpressClient.check(wordpressCredentials(wp))));
    errors.push(
      await failure(
        wordpressClient.publish(wordpressCredentials(wp), wordpressDocument(), firstPublish),
      ),
    );
    wp.wrongCredentials(false);
    wp.failNext(3, 500);
    errors.push(await failure(wordpressClient.check(wordpressCredentials(wp))));
    wp.redirectTo(`${wp.url}/elsewhere`);
    errors.push(await failure(wordpressClient.check(wordpressCredentials(wp))));
    const basic = Buffer.from(`${wp.options.username}:${compact}`).toString("base64");
    for (const error of errors) {
      const text = `${error.message} ${JSON.stringify(error.params)} ${String(error.stack)}`;
      for (const leak of [secret, compact, basic]) expect(text).not.toContain(leak);
    }
  });
});
