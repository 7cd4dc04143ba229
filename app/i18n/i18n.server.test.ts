import { i18nContext, requestContext } from "@server/context";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { detectLanguage, i18nMiddleware, requestI18n } from "./i18n.server";

const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

describe("detectLanguage", () => {
  it("follows the cookie the browser writes its choice to", () => {
    expect(detectLanguage(request({ cookie: "theme=dark; lng=fr" }))).toBe("fr");
  });

  it("prefers that cookie over the browser's languages", () => {
    expect(detectLanguage(request({ cookie: "lng=ja", "accept-language": "de-DE,de;q=0.9" }))).toBe(
      "ja",
    );
  });

  it("otherwise uses the first supported browser language, region ignored", () => {
    expect(detectLanguage(request({ "accept-language": "pt-BR,pt;q=0.9,en;q=0.5" }))).toBe("pt");
    expect(detectLanguage(request({ "accept-language": "ar-EG" }))).toBe("ar");
    expect(detectLanguage(request({ "accept-language": "nl-NL,zh-CN;q=0.8" }))).toBe("zh");
  });

  it("uses the signed-in user's saved language when the request names none", () => {
    expect(detectLanguage(request({ "accept-language": "de-DE" }), "ar")).toBe("ar");
    expect(detectLanguage(request({ cookie: "lng=xx", "accept-language": "de" }), "ja")).toBe("ja");
    expect(detectLanguage(request({}), "hi")).toBe("hi");
  });

  it("lets this browser's own choice and ?lang= win over the saved one", () => {
    expect(detectLanguage(request({ cookie: "lng=fr" }), "ar")).toBe("fr");
    expect(detectLanguage(new Request("http://localhost/?lang=zh"), "ar")).toBe("zh");
  });

  it("falls back to English for unknown or hostile values", () => {
    expect(detectLanguage(request({}))).toBe("en");
    expect(detectLanguage(request({ "accept-language": "nl-NL" }))).toBe("en");
    expect(detectLanguage(request({ cookie: "lng=<script>" }))).toBe("en");
    expect(detectLanguage(request({ cookie: "lng=xx" }))).toBe("en");
    expect(detectLanguage(new Request("http://localhost/?lang=xx"))).toBe("en");
    expect(detectLanguage(request({ cookie: "lng=xx", "accept-language": "es" }))).toBe("es");
  });
});

describe("requestI18n", () => {
  // What Express hands React Router (server/http/app.ts), without the root middleware's language.
  const contextWithout = (user: { language?: string } | null) => {
    const context = new RouterContextProvider();
    const debug = vi.fn();
    context.set(requestContext, {
      nonce: "n",
      log: { debug } as never,
      user: user as never,
    } as never);
    return { context, debug };
  };

  it("sets up the language itself when React Router skipped the middleware", () => {
    const { context, debug } = contextWithout(null);
    const i18n = requestI18n(request({ "accept-language": "fr-FR" }), context);
    expect(i18n.language).toBe("fr");
    expect(i18n.t("common:errors.methodNotAllowed")).not.toBe("common:errors.methodNotAllowed");
    // Set on the context, so a later read gets the same instance; noted at debug, not as an error.
    expect(context.get(i18nContext)).toBe(i18n);
    expect(debug).toHaveBeenCalledOnce();
  });

  it("uses the middleware's instance when it ran", async () => {
    const { context, debug } = contextWithout({ language: "ja" });
    await i18nMiddleware({ request: request({}), context } as never, async () => new Response());
    const set = context.get(i18nContext);
    expect(set.language).toBe("ja");
    expect(requestI18n(request({ "accept-language": "de" }), context)).toBe(set);
    expect(debug).not.toHaveBeenCalled();
  });
});
