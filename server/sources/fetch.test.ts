import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type SourceServer, startSourceServer } from "../../tests/support/source-server";
import { SourceRefused } from "./errors";
import { checkedLookup, decoded, fetchSource } from "./fetch";
import { configureSources, fetchSettings, parseAllowHosts } from "./settings";

let site: SourceServer;
const limits = { maxBytes: 1024 * 1024, timeoutMs: 3_000, maxRedirects: 5 };

beforeAll(async () => {
  site = await startSourceServer();
});
afterAll(async () => {
  await site.close();
  configureSources({ appUrl: "http://localhost:3000" });
});
beforeEach(() => {
  configureSources({ appUrl: "https://inkwell.example", allowHosts: [site.host] });
  site.hits.length = 0;
});

async function refusal(address: string, options = limits): Promise<SourceRefused> {
  const error = await fetchSource(address, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceRefused);
  return error as SourceRefused;
}

describe("fetchSource", () => {
  it("fetches an allowed page, with an honest user agent, after reading robots.txt", async () => {
    const fetched = await fetchSource(`${site.url}/article.html`, limits);
    expect(fetched.format).toBe("html");
    expect(fetched.charset).toBe("utf-8");
    expect(fetched.body.toString()).toContain("Cold brew coffee");
    expect(site.hits).toEqual(["/robots.txt", "/article.html"]);
    expect(fetchSettings().userAgent).toMatch(
      /^Inkwell\/\d+\.\d+\.\d+ \(\+https:\/\/inkwell\.example\/contact\)$/,
    );
  });

  it("reads each accepted type", async () => {
    expect((await fetchSource(`${site.url}/doc.pdf`, limits)).format).toBe("pdf");
    expect((await fetchSource(`${site.url}/doc.docx`, limits)).format).toBe("docx");
    expect((await fetchSource(`${site.url}/notes.md`, limits)).format).toBe("markdown");
    expect((await fetchSource(`${site.url}/plain.txt`, limits)).format).toBe("text");
  });

  it("follows a redirect within the allowed host", async () => {
    const fetched = await fetchSource(`${site.url}/redirect-ok`, limits);
    expect(fetched.url.pathname).toBe("/article.html");
  });

  it("refuses the local server itself without the test allow-list, before any request", async () => {
    configureSources({ appUrl: "https://inkwell.example" });
    expect((await refusal(`${site.url}/article.html`)).reason).toBe("blockedAddress");
    // A name that resolves to loopback is refused at connection time, too.
    const port = site.host.split(":")[1];
    expect((await refusal(`http://localhost:${port}/article.html`)).reason).toBe("blockedAddress");
    expect(site.hits).toEqual([]);
  });

  it.each([
    ["/redirect-local", "a redirect to 127.0.0.2"],
    ["/redirect-mapped", "a redirect to ::ffff:127.0.0.1"],
    ["/redirect-metadata", "a redirect to the cloud metadata address"],
  ])("refuses %s (%s) after the redirect", async (path) => {
    const error = await refusal(`${site.url}${path}`);
    expect(error.reason).toBe("blockedAddress");
    expect(error.messageKey).toBe("sources:refused.blockedAddress");
    expect(site.hits.filter((hit) => hit === "/article.html")).toEqual([]);
  });

  it("refuses a redirect loop past the redirect cap", async () => {
    const error = await refusal(`${site.url}/redirect-loop`, { ...limits, maxRedirects: 3 });
    expect(error.reason).toBe("tooManyRedirects");
    expect(site.hits.filter((hit) => hit === "/redirect-loop")).toHaveLength(4);
  });

  it("refuses a body past the byte cap, declared or not", async () => {
    const small = { ...limits, maxBytes: 256 * 1024 };
    const counted = await refusal(`${site.url}/huge`, small);
    expect(counted.reason).toBe("tooLarge");
    expect(counted.params).toEqual({ maxMb: 0.3 });
    expect((await refusal(`${site.url}/huge-declared`, small)).reason).toBe("tooLarge");
  });

  it("gives up on a slow site at the time cap", async () => {
    const started = Date.now();
    expect((await refusal(`${site.url}/slow`, { ...limits, timeoutMs: 800 })).reason).toBe(
      "timeout",
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("refuses a non-text type, an error status, robots.txt's disallowed path", async () => {
    const type = await refusal(`${site.url}/image.png`);
    expect(type.reason).toBe("unsupportedType");
    expect(type.params).toEqual({ type: "image/png" });
    const missing = await refusal(`${site.url}/missing`);
    expect(missing.reason).toBe("httpStatus");
    expect(missing.params).toEqual({ status: 404 });
    expect((await refusal(`${site.url}/private/page.html`)).reason).toBe("robots");
    expect(site.hits).not.toContain("/private/page.html");
  });

  it("refuses other schemes, user-info and literal private addresses", async () => {
    expect((await refusal("file:///etc/passwd")).reason).toBe("scheme");
    expect((await refusal("ftp://example.com/")).reason).toBe("scheme");
    expect((await refusal("http://user:pw@example.com/")).reason).toBe("credentials");
    for (const address of [
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://[fd00::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://0x7f000001/",
      "http://2130706433/",
    ])
      expect((await refusal(address)).reason, address).toBe("blockedAddress");
  });

  it("names an unknown host", async () => {
    expect((await refusal("http://no-such-host.invalid/")).reason).toBe("unresolved");
  });
});

describe("checkedLookup (DNS rebinding)", () => {
  const answers = (...sets: string[][]) => {
    let call = 0;
    return (
      _host: string,
      done: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
    ) => {
      const set = sets[Math.min(call++, sets.length - 1)] ?? [];
      done(
        null,
        set.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
      );
    };
  };
  const look = (lookup: ReturnType<typeof checkedLookup>, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      lookup("rebind.example", { all }, (error, address) => resolve({ error, address })),
    );

  it("checks every answer at connection time: a name that turns private is refused", async () => {
    const lookup = checkedLookup(true, answers(["93.184.216.34"], ["127.0.0.1"]));
    const first = await look(lookup, false);
    expect(first).toEqual({ error: null, address: "93.184.216.34" });
    const second = await look(lookup, true);
    expect(second.error?.message).toMatch(/refused address 127\.0\.0\.1/);
  });

  it("refuses an answer mixing a public and a private address", async () => {
    const lookup = checkedLookup(true, answers(["93.184.216.34", "::ffff:10.0.0.1"]));
    expect((await look(lookup, true)).error?.message).toMatch(/refused address/);
  });

  it("hands net.connect exactly the addresses it checked", async () => {
    const lookup = checkedLookup(true, answers(["93.184.216.34", "2606:4700::1111"]));
    expect((await look(lookup, true)).address).toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:4700::1111", family: 6 },
    ]);
  });
});

describe("parseAllowHosts", () => {
  it("reads host:port entries", () => {
    expect(parseAllowHosts(" 127.0.0.1:4000, LOCALHOST:5000 ,")).toEqual([
      "127.0.0.1:4000",
      "localhost:5000",
    ]);
    expect(parseAllowHosts(undefined)).toEqual([]);
  });
});

describe("decoded", () => {
  it("unpacks gzip, deflate and brotli within the byte cap, and refuses a bomb", async () => {
    const zlib = await import("node:zlib");
    const text = Buffer.from("Cold brew. ".repeat(100));
    expect(decoded(zlib.gzipSync(text), "gzip", 10_000)).toEqual(text);
    expect(decoded(zlib.deflateSync(text), "deflate", 10_000)).toEqual(text);
    expect(decoded(zlib.brotliCompressSync(text), "br", 10_000)).toEqual(text);
    expect(decoded(text, "", 10_000)).toEqual(text);
    const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(() => decoded(bomb, "gzip", 1024 * 1024)).toThrow(SourceRefused);
    expect(() => decoded(bomb, "gzip", 1024 * 1024)).toThrow(/tooLarge/);
    expect(() => decoded(Buffer.from("junk"), "gzip", 1024)).toThrow(/unreadable/);
    expect(() => decoded(text, "compress", 10_000)).toThrow(/unreadable/);
  });
});
