import { describe, expect, it } from "vitest";
import {
  isLoopbackHostname,
  modelFileNameOf,
  modelFileNameProblem,
  modelSourceProblem,
  modelUrlProblem,
} from "./model-source";

// Issue 24, finding 2: the name a download is saved under comes from the URL.
describe("modelFileNameOf", () => {
  it("takes the last part of the path, decoded", () => {
    expect(
      modelFileNameOf("https://huggingface.co/o/r/resolve/0123/Qwen3-4B-Instruct-2507-Q4_K_M.gguf"),
    ).toEqual({ name: "Qwen3-4B-Instruct-2507-Q4_K_M.gguf" });
    expect(modelFileNameOf("http://127.0.0.1:9/files/model.gguf?sig=1#x")).toEqual({
      name: "model.gguf",
    });
    expect(modelFileNameOf("https://mirror.example/m/my%2Dmodel.gguf")).toEqual({
      name: "my-model.gguf",
    });
  });

  it.each([
    ["https://host/m/..%2F..%2F.bashrc", "../../.bashrc"],
    ["https://host/m/%2E%2E%2F%2E%2E%2Fetc%2Fcron.d%2Fx", "../../etc/cron.d/x"],
    ["https://host/m/..%5C..%5Cstartup.bat", "..\\\\..\\\\startup.bat"],
    ["https://host/m/%2Fetc%2Fpasswd", "/etc/passwd"],
    ["https://host/m/..", ""],
    ["https://host/m/", ""],
    ["https://host/m/model%00.gguf", "model\\u0000.gguf"],
    ["https://host/m/my%20model.gguf", "my model.gguf"],
    ["https://host/m/mod%E9l.gguf", "mod%E9l.gguf"],
  ])("refuses %j, whose name is not a plain file name", (url, shown) => {
    const result = modelFileNameOf(url);
    expect(result).toHaveProperty("problem");
    const { problem } = result as { problem: string };
    expect(problem).toMatch(/^must end in a plain file name \(letters, digits/);
    if (shown) expect(problem).toContain(shown);
  });
});

describe("modelFileNameProblem", () => {
  it("accepts plain names and refuses anything a path is made of", () => {
    expect(modelFileNameProblem("gemma-3-4b-it-Q4_K_M.gguf")).toBeUndefined();
    for (const name of ["", ".", "..", "a..b", "../x", "a/b", "a\\b", "x y", "é.gguf", "a:b"]) {
      expect(modelFileNameProblem(name)).toMatch(/^must be a plain file name/);
    }
  });
});

// Issue 24, finding 3: what the server states about the file must not be changed on the way.
describe("modelUrlProblem", () => {
  it("takes https, and plain http only from this machine", () => {
    for (const url of [
      "https://huggingface.co/o/r/resolve/abc/m.gguf",
      "http://127.0.0.1:8080/files/model.gguf",
      "http://127.1.2.3/m.gguf",
      "http://localhost:9/m.gguf",
      "http://[::1]:9/m.gguf",
    ]) {
      expect(modelUrlProblem(url)).toBeUndefined();
    }
    for (const url of [
      "http://mirror.example/m.gguf",
      "http://10.0.0.5/m.gguf",
      "http://127.0.0.1.nip.io/m.gguf",
      "ftp://mirror.example/m.gguf",
      "file:///etc/passwd",
      "not a url",
    ]) {
      expect(modelUrlProblem(url)).toMatch(/^must be an https URL of a GGUF file/);
    }
  });

  it("knows this machine's names", () => {
    expect(isLoopbackHostname("LOCALHOST")).toBe(true);
    expect(isLoopbackHostname("[::1]")).toBe(true);
    expect(isLoopbackHostname("127.0.0.1")).toBe(true);
    expect(isLoopbackHostname("localhost.example")).toBe(false);
    expect(isLoopbackHostname("0.0.0.0")).toBe(false);
  });

  it("checks the URL and its file name together", () => {
    expect(modelSourceProblem("https://host/m/model.gguf")).toBeUndefined();
    expect(modelSourceProblem("http://host/m/model.gguf")).toMatch(/https/);
    expect(modelSourceProblem("https://host/m/..%2F..%2F.bashrc")).toMatch(/plain file name/);
  });
});
