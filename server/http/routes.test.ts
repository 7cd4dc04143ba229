import { describe, expect, it } from "vitest";
import { readBody, readForm } from "./routes";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("http://localhost/x", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });

describe("reading a request's body", () => {
  it("reads a form's fields", async () => {
    const form = await readForm(post("a=1&b=two", "application/x-www-form-urlencoded"));
    expect(Object.fromEntries(form)).toEqual({ a: "1", b: "two" });
  });

  it("reads a body that is not a form as a form without fields (the route then refuses it)", async () => {
    for (const request of [
      post(null),
      post("a=1"),
      post("{}", "application/json"),
      post("<x/>", "text/xml"),
      post("--x\r\nbroken", "multipart/form-data; boundary=y"),
      post("a=1", "multipart/form-data"),
    ]) {
      expect([...(await readForm(request)).keys()]).toEqual([]);
    }
  });

  it("reads JSON when it says so, null when it is not JSON, else the form", async () => {
    expect(await readBody(post('{"a":1}', "application/json"))).toEqual({ a: 1 });
    expect(await readBody(post("{", "application/json"))).toBeNull();
    expect(await readBody(post("a=1", "text/plain"))).toEqual({});
  });
});
