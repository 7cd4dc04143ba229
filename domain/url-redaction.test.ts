import { describe, expect, it } from "vitest";
import { hostForLog, redactedUrlValue, withoutUserInfo } from "./url-redaction";

// Issue 24, finding 10: secrets in logs.
describe("withoutUserInfo", () => {
  it.each([
    ["postgres://inkwell:s3cret@db:5432/x", "postgres://***@db:5432/x"],
    // Unencoded / ? # @ in the password: new URL fails, or reads part of it as host and port.
    ["postgres://inkwell:pa/ss@db:5432/x", "postgres://***@db:5432/x"],
    ["postgres://inkwell:12/ss@db:5432/x", "postgres://***@db:5432/x"],
    ["postgres://inkwell:pa?ss@db:5432/x", "postgres://***@db:5432/x"],
    ["postgres://inkwell:pa#ss@db:5432/x", "postgres://***@db:5432/x"],
    ["postgres://inkwell:p@ss/w?o#rd@db/x", "postgres://***@db/x"],
    ["inkwell:s3cret@db/x", "***@db/x"],
    ["postgres://db:5432/x", "postgres://db:5432/x"],
  ])("hides the user-info of %j", (value, shown) => {
    expect(withoutUserInfo(value)).toBe(shown);
  });
});

describe("redactedUrlValue", () => {
  it("hides the user-info and the query, keeps the rest", () => {
    expect(redactedUrlValue("postgres://u:pa/ss?x#y@db:5432/x?sslpassword=hunter2")).toBe(
      "postgres://***@db:5432/x?***",
    );
    expect(redactedUrlValue("mysql://x")).toBe("mysql://x");
  });
});

describe("hostForLog", () => {
  it("gives the host alone: no user-info, path or signed query", () => {
    const signed =
      "https://bucket.s3.example/models/m.gguf?X-Amz-Credential=AKIA123&X-Amz-Signature=abcdef";
    expect(hostForLog(signed)).toBe("bucket.s3.example");
    expect(hostForLog("http://127.0.0.1:8080/files/model.gguf")).toBe("127.0.0.1:8080");
    expect(hostForLog("https://user:to/ken@mirror.example:8443/m.gguf?sig=1")).toBe(
      "mirror.example:8443",
    );
    expect(hostForLog("https://user:tok@en@mirror.example/m.gguf")).toBe("mirror.example");
    expect(hostForLog("not a url")).toBe("not a url");
    expect(hostForLog("")).toBe("(no host)");
  });
});
