/**
 * The Ghost client against a local Ghost speaking the Admin API v5 as documented
 * (tests/support/scripted-ghost.ts): Test connection's named failures, one post created then
 * updated (Ghost's updated_at collision check honoured), a deleted post published again, a lost
 * create adopted, Ghost's own messages, retries, and the key never in an error.
 */
import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  newGhostKey,
  type ScriptedGhost,
  startScriptedGhost,
} from "../../../tests/support/scripted-ghost";
import { configureSources } from "../../sources";
import { siteRequest } from "../http";
import { type PlatformCredentials, PlatformError, type PublishDocument } from "../platform";
import { ghostClient, ghostToken } from "./ghost";

let ghost: ScriptedGhost;
let credentials: PlatformCredentials;
/** The key Inkwell holds (the site's own, until a test changes the site's). */
let key = "";

const document = (over: Partial<PublishDocument> = {}): PublishDocument => ({
  postId: "7f0c2a52-4d8e-4c1f-9f5b-000000000001",
  title: "Cold brew at home",
  slug: "cold-brew-at-home",
  html: "<p>Steep it overnight.</p>",
  excerpt: "Steep it overnight.",
  metaDescription: "How to make cold brew at home.",
  tags: ["coffee", "cold brew"],
  focusKeyword: "coffee",
  featuredImage: { url: "https://images.example/brew.jpg", alt: "A jar of coffee" },
  canonicalUrl: "https://inkwell.example/cold-brew",
  language: "en",
  status: "live",
  ...over,
});

const options = (over: Partial<Parameters<typeof ghostClient.publish>[2]> = {}) => ({
  remoteId: null,
  previous: null,
  adoptSince: null,
  seoPlugin: null,
  ...over,
});

/** The PlatformError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

function expectNoKey(error: PlatformError, key: string) {
  const [id, secret] = key.split(":");
  const text = `${error.message} ${JSON.stringify(error.toMessage())}`;
  expect(text).not.toContain(secret);
  expect(text).not.toContain(id);
}

beforeAll(async () => {
  ghost = await startScriptedGhost();
  key = ghost.key;
  credentials = { platform: "ghost", siteUrl: ghost.url, username: "", secret: key };
  configureSources({ appUrl: "https://inkwell.example", allowHosts: [ghost.host] });
});

afterAll(async () => {
  configureSources({ appUrl: "http://localhost:3000" });
  await ghost.close();
});

afterEach(() => {
  ghost.key = key;
  ghost.forbidden = false;
  ghost.notGhost = false;
  ghost.hang = false;
  ghost.redirect = null;
  ghost.failNext(0, 500);
  ghost.posts.clear();
  ghost.requests.length = 0;
});

describe("the token", () => {
  it("is an HS256 JWT with the key's id, aud /admin/ and 5 minutes, which Ghost verifies", async () => {
    const token = await ghostToken(ghost.key);
    const [id, secret = ""] = ghost.key.split(":");
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", kid: id, typ: "JWT" });
    const { payload } = await jwtVerify(token, Buffer.from(secret, "hex"), { audience: "/admin/" });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    await ghostClient.check(credentials);
    const sent = ghost.requests.find((r) => r.path.endsWith("/posts/"));
    expect(sent?.authorization).toMatch(/^Ghost [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sent?.acceptVersion).toBe("v5.0");
  });

  it("is refused by the scripted Ghost when expired, for another audience or with another key", async () => {
    const [id = "", secret = ""] = ghost.key.split(":");
    const sign = (iat: number, aud: string, exp = iat + 300) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256", kid: id, typ: "JWT" })
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setAudience(aud)
        .sign(Buffer.from(secret, "hex"));
    const status = async (token: string) =>
      (
        await fetch(`${ghost.url}/ghost/api/admin/posts/?limit=1`, {
          headers: { authorization: `Ghost ${token}` },
        })
      ).status;
    const now = Math.floor(Date.now() / 1000);
    expect(await status(await sign(now, "/admin/"))).toBe(200);
    expect(await status(await sign(now - 600, "/admin/"))).toBe(401);
    expect(await status(await sign(now, "/admin/", now + 3600))).toBe(401);
    expect(await status(await sign(now, "/content/"))).toBe(401);
    expect(await status(await ghostToken(newGhostKey()))).toBe(401);
  });

  it("refuses a key not in Ghost's form without sending it", async () => {
    const error = await refusal(ghostClient.check({ ...credentials, secret: "not-a-key" }));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.ghostKeyInvalid);
  });
});

describe("Test connection", () => {
  it("accepts a Ghost site and a key with rights", async () => {
    await expect(ghostClient.check(credentials)).resolves.toEqual({ seoPlugin: null });
  });

  it("names a site that is not Ghost", async () => {
    ghost.notGhost = true;
    const error = await refusal(ghostClient.check(credentials));
    expect(error.toMessage()).toEqual({
      key: PUBLISHING_MESSAGES.notGhost,
      params: { url: ghost.url },
    });
  });

  it("names a redirect (followed by nothing) and a site that is down (retried)", async () => {
    ghost.redirect = "https://blog.example/";
    const moved = await refusal(ghostClient.check(credentials));
    expect(moved.toMessage()).toEqual({
      key: PUBLISHING_MESSAGES.redirected,
      params: { location: "https://blog.example/" },
    });
    ghost.redirect = null;
    ghost.failNext(1, 503);
    const down = await refusal(ghostClient.check(credentials));
    expect(down).toMatchObject({ messageKey: PUBLISHING_MESSAGES.platform, retry: true });
  });

  it("a Ghost that never answers is a named timeout (the scripted hang switch)", async () => {
    ghost.hang = true;
    const error = await refusal(
      siteRequest(`${ghost.url}/ghost/api/admin/site/`, { timeoutMs: 300 }),
    );
    expect(error).toMatchObject({ messageKey: PUBLISHING_MESSAGES.timeout, retry: true });
  });

  it("names a wrong key with Ghost's message, never the key", async () => {
    ghost.key = newGhostKey();
    const error = await refusal(ghostClient.check(credentials));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.credentials);
    expect(error.params).toEqual({ status: 401, message: "Unknown Admin API Key" });
    expect(error.retry).toBe(false);
    expectNoKey(error, credentials.secret);
  });

  it("names a right id with a wrong secret (the signature refused)", async () => {
    const [id] = ghost.key.split(":");
    const wrong = `${id}:${newGhostKey().split(":")[1]}`;
    const error = await refusal(ghostClient.check({ ...credentials, secret: wrong }));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.credentials);
    expect(String(error.params.message)).toMatch(/^Invalid token/);
    expectNoKey(error, wrong);
  });

  it("names a key without rights (a staff token: 403)", async () => {
    ghost.forbidden = true;
    const error = await refusal(ghostClient.check(credentials));
    expect(error.toMessage()).toEqual({
      key: PUBLISHING_MESSAGES.permissions,
      params: { message: "You do not have permission to perform this request" },
    });
    expectNoKey(error, credentials.secret);
  });
});

describe("publishing", () => {
  it("creates the post with every field, then updates the same post with its updated_at", async () => {
    const created = await ghostClient.publish(credentials, document(), options());
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: `${ghost.url}/cold-brew-at-home/`,
      status: "live",
      notes: [],
    });
    const post = ghost.posts.get(created.id);
    expect(post).toMatchObject({
      title: "Cold brew at home",
      slug: "cold-brew-at-home",
      html: "<p>Steep it overnight.</p>",
      custom_excerpt: "Steep it overnight.",
      meta_description: "How to make cold brew at home.",
      feature_image: "https://images.example/brew.jpg",
      feature_image_alt: "A jar of coffee",
      canonical_url: "https://inkwell.example/cold-brew",
      status: "published",
    });
    expect(post?.tags.map((t) => t.name)).toEqual(["coffee", "cold brew"]);
    expect(ghost.requests.at(-1)?.query).toBe("?source=html");
    const before = post?.updated_at;

    const updated = await ghostClient.publish(
      credentials,
      document({ title: "Cold brew, revised", status: "draft", featuredImage: null }),
      options({ remoteId: created.id }),
    );
    expect(updated).toMatchObject({ id: created.id, status: "draft", notes: [] });
    expect(ghost.posts.size).toBe(1);
    expect(ghost.creates()).toBe(1);
    const put = ghost.requests.find((r) => r.method === "PUT")?.body as {
      posts: { updated_at: string }[];
    };
    expect(put.posts[0]?.updated_at).toBe(before);
    expect(ghost.posts.get(created.id)).toMatchObject({
      title: "Cold brew, revised",
      status: "draft",
      feature_image: null,
    });
  });

  it("publishes again as a new post when the site deleted it, with a note", async () => {
    const first = await ghostClient.publish(credentials, document(), options());
    ghost.posts.delete(first.id);
    const again = await ghostClient.publish(
      credentials,
      document(),
      options({ remoteId: first.id }),
    );
    expect(again.id).not.toBe(first.id);
    expect(again.notes).toEqual([{ key: PUBLISHING_MESSAGES.remoteGone }]);
    expect(ghost.creates()).toBe(2);
  });

  it("adopts the post a lost create made (same slug, created since), not a duplicate", async () => {
    const since = new Date();
    const lost = await ghostClient.publish(credentials, document(), options());
    const adopted = await ghostClient.publish(
      credentials,
      document(),
      options({ adoptSince: since }),
    );
    expect(adopted.id).toBe(lost.id);
    expect(ghost.creates()).toBe(1);
    expect(ghost.requests.some((r) => r.path.endsWith("/posts/slug/cold-brew-at-home/"))).toBe(
      true,
    );
  });

  it("does not adopt an older post with the same slug", async () => {
    const older = await ghostClient.publish(credentials, document(), options());
    const since = new Date(Date.now() + 60_000);
    const made = await ghostClient.publish(credentials, document(), options({ adoptSince: since }));
    expect(made.id).not.toBe(older.id);
    expect(ghost.creates()).toBe(2);
  });

  it("a refusal (422) is final, with Ghost's message", async () => {
    const error = await refusal(
      ghostClient.publish(credentials, document({ excerpt: "x".repeat(301) }), options()),
    );
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.platform);
    expect(error.params).toEqual({
      status: 422,
      code: "ValidationError",
      message:
        "Validation error, cannot save post. Value in [posts.custom_excerpt] exceeds maximum length of 300 characters.",
    });
    expect(error.retry).toBe(false);
    expectNoKey(error, credentials.secret);
  });

  it("a 500 is retried later, then succeeds", async () => {
    ghost.failNext(1, 500);
    const error = await refusal(ghostClient.publish(credentials, document(), options()));
    expect(error).toMatchObject({ messageKey: PUBLISHING_MESSAGES.platform, retry: true });
    expect(error.params.status).toBe(500);
    await ghostClient.publish(credentials, document(), options());
    expect(ghost.posts.size).toBe(1);
  });

  it("a 429 is rate limited and retried", async () => {
    ghost.failNext(1, 429);
    const error = await refusal(ghostClient.publish(credentials, document(), options()));
    expect(error).toMatchObject({ messageKey: PUBLISHING_MESSAGES.rateLimited, retry: true });
  });

  it("a collision (someone saved in between) is retried, and the post is not overwritten", async () => {
    const created = await ghostClient.publish(credentials, document(), options());
    ghost.collideNext(created.id);
    const error = await refusal(
      ghostClient.publish(
        credentials,
        document({ title: "Mine" }),
        options({ remoteId: created.id }),
      ),
    );
    expect(error).toMatchObject({ messageKey: PUBLISHING_MESSAGES.platform, retry: true });
    expect(error.params).toMatchObject({ status: 409, code: "UpdateCollisionError" });
    expect(ghost.posts.get(created.id)?.title).toBe("Cold brew at home");
    // The retry reads the new updated_at and succeeds.
    await ghostClient.publish(
      credentials,
      document({ title: "Mine" }),
      options({ remoteId: created.id }),
    );
    expect(ghost.posts.get(created.id)?.title).toBe("Mine");
    expect(ghost.creates()).toBe(1);
  });

  it("an update with a wrong key is a credentials error, never the key", async () => {
    const created = await ghostClient.publish(credentials, document(), options());
    ghost.key = newGhostKey();
    const error = await refusal(
      ghostClient.publish(credentials, document(), options({ remoteId: created.id })),
    );
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.credentials);
    expectNoKey(error, credentials.secret);
  });
});
