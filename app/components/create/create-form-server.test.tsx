// @vitest-environment jsdom
import { CONTENT_TYPES, fieldsOf, selectDefaultsOf } from "@domain/content-types";
import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import create from "~/i18n/locales/en/create.json";
import ui from "~/i18n/locales/en/ui.json";
import { CreateForm } from "./create-form";
import { optionKeys } from "./create-text";

const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { create, ui } }, initAsync: false });

/** The English text of the first of the keys that exists (keys built at run time are untyped). */
const text = (keys: string[]) =>
  (i18n.t as unknown as (key: string[], options: { ns: string }) => string)(keys, { ns: "create" });

function serverForm(contentType: (typeof CONTENT_TYPES)[number]): HTMLFormElement {
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <CreateForm
        busy={false}
        language="en"
        onGenerate={() => {}}
        defaultValues={{ contentType, title: "Hello" }}
      />
    </I18nextProvider>,
  );
  const form = new DOMParser().parseFromString(html, "text/html").querySelector("form");
  if (!form) throw new Error("no form");
  return form;
}

describe("CreateForm on the server", () => {
  for (const type of CONTENT_TYPES) {
    it(`${type}: is a plain form with the schema's field names and the chosen option labels`, () => {
      const form = serverForm(type);
      const data = new FormData(form);
      expect(data.get("contentType")).toBe(type);
      expect(data.get("language")).toBe("en");
      expect(data.get("title")).toBe("Hello");
      expect(data.get("template")).toBe("");
      const shown = [...form.querySelectorAll("[role=combobox]")].map((c) => c.textContent);
      for (const [name, field] of fieldsOf(type)) {
        expect(data.has(name), name).toBe(true);
        if (field.kind !== "select") continue;
        const value = selectDefaultsOf(type)[name] ?? "";
        expect(data.get(name), name).toBe(value);
        expect(shown, name).toContain(text(optionKeys(type, name, value)));
      }
    });
  }
});
