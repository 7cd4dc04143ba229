import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { afterEach, describe, expect, it } from "vitest";
import {
  type ScriptedWordPress,
  type ScriptedWordPressOptions,
  startScriptedWordPress,
} from "../../tests/support/scripted-wordpress";
import { configureSources } from "../sources";
import { siteRequest } from "./http";
import { PlatformError } from "./platform";

let wp: ScriptedWordPress | null = null;

async function site(options: ScriptedWordPressOptions = {}, allow = true) {
  wp = await startScriptedWordPress(options);
  configureSources({ appUrl: "https://inkwell.example", allowHosts: allow ? [wp.host] : [] });
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

describe("siteRequest", () => {
  it("answers any HTTP status, with the JSON parsed", async () => {
    const wp = await site();
    const answer = await siteRequest(`${wp.url}/wp-json/`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ namespaces: expect.arrayContaining(["wp/v2"]) });
    const missing = await siteRequest(`${wp.url}/nothing`);
    expect(missing.status).toBe(404);
    expect(missing.json).toBeUndefined();
  });

  it("refuses a loopback address without the test allow-list, before any request", async () => {
    const wp = await site({}, false);
    const error = await failure(siteRequest(`${wp.url}/wp-json/`));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.addressRefused);
    expect(error.params).toEqual({ host: wp.host });
    expect(error.retry).toBe(false);
    // A name resolving to loopback is refused at connection time too.
    const port = wp.host.split(":")[1];
    const named = await failure(siteRequest(`http://localhost:${port}/wp-json/`));
    expect(named.messageKey).toBe(PUBLISHING_MESSAGES.addressRefused);
    expect(wp.log).toEqual([]);
  });

  it("names a host that does not resolve, worth retrying", async () => {
    configureSources({ appUrl: "https://inkwell.example" });
    const error = await failure(siteRequest("https://no-such-site.invalid/wp-json/"));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.unresolved);
    expect(error.params).toEqual({ host: "no-such-site.invalid" });
    expect(error.retry).toBe(true);
  });

  it("gives up on a site that never answers, as a timeout worth retrying", async () => {
    const wp = await site();
    wp.hang(true);
    const started = Date.now();
    const error = await failure(siteRequest(`${wp.url}/wp-json/`, { timeoutMs: 300 }));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.timeout);
    expect(error.params).toEqual({ host: wp.host });
    expect(error.retry).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses a self-signed TLS certificate, naming OpenSSL's code", async () => {
    const wp = await site({ https: true });
    expect(wp.url).toMatch(/^https:/);
    const error = await failure(siteRequest(`${wp.url}/wp-json/`));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.tls);
    expect(error.params.host).toBe(wp.host);
    expect(String(error.params.code)).toMatch(/SELF_SIGNED|CERT/);
    expect(error.retry).toBe(false);
  });

  it("does not follow a redirect: the 3xx is the answer", async () => {
    const wp = await site();
    wp.redirectTo(`${wp.url}/elsewhere/`);
    const answer = await siteRequest(`${wp.url}/wp-json/`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${wp.url}/elsewhere/`);
    expect(wp.log).toHaveLength(1);
  });

  it("refuses an answer larger than maxBytes as badAnswer", async () => {
    const wp = await site();
    const error = await failure(siteRequest(`${wp.url}/wp-json/`, { maxBytes: 10 }));
    expect(error.messageKey).toBe(PUBLISHING_MESSAGES.badAnswer);
    expect(error.params).toEqual({ status: 200 });
  });
});
