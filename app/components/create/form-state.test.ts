import {
  CONTENT_TYPES,
  contentTypeOf,
  requiredFieldsOf,
  selectDefaultsOf,
} from "@domain/content-types";
import { GENERATION_MESSAGES } from "@domain/generation-input";
import { describe, expect, it } from "vitest";
import {
  checkGeneration,
  fieldValue,
  initialFormState,
  missingFieldsOf,
  setField,
  switchType,
  toggleTemplate,
} from "./form-state";

describe("create form state", () => {
  it("starts as a blog with the catalogue's select defaults", () => {
    const state = initialFormState();
    expect(state.type).toBe("blog");
    expect(state.selects).toEqual(selectDefaultsOf("blog"));
    expect(state.template).toBeUndefined();
  });

  it("takes pre-filled values, keeping only options a select offers and known templates", () => {
    const state = initialFormState({
      contentType: "video",
      title: "Espresso",
      topic: "coffee lovers",
      platform: "tiktok",
      tone: "luxury",
      template: "Q&A Style",
      unknown: "dropped",
    });
    expect(state.type).toBe("video");
    expect(fieldValue(state, "title")).toBe("Espresso");
    expect(fieldValue(state, "platform")).toBe("tiktok");
    expect(fieldValue(state, "tone")).toBe(selectDefaultsOf("video").tone);
    expect(fieldValue(state, "topic")).toBe(selectDefaultsOf("video").topic);
    expect(state.template).toBe("Q&A Style");
    expect(state.text).not.toHaveProperty("unknown");
    // The free-text topic comes back on a type where the topic is typed.
    expect(fieldValue(switchType(state, "blog"), "topic")).toBe("coffee lovers");
  });

  it("switching type keeps the text, resets the selects and clears the template", () => {
    let state = initialFormState();
    state = setField(state, "title", "Hello");
    state = setField(state, "description", "About");
    state = setField(state, "tone", "casual");
    state = toggleTemplate(state, contentTypeOf("blog").templates[0]);
    const social = switchType(state, "social");
    expect(fieldValue(social, "title")).toBe("Hello");
    expect(fieldValue(social, "description")).toBe("About");
    expect(social.selects).toEqual(selectDefaultsOf("social"));
    expect(social.template).toBeUndefined();
  });

  it("toggles one template at a time; choosing the chosen one clears it", () => {
    const [first, second] = contentTypeOf("blog").templates;
    let state = toggleTemplate(initialFormState(), first);
    expect(state.template).toBe(first);
    state = toggleTemplate(state, second);
    expect(state.template).toBe(second);
    expect(toggleTemplate(state, second).template).toBeUndefined();
  });

  for (const type of CONTENT_TYPES) {
    it(`${type}: blank required fields give Missing Information with the catalogue message`, () => {
      const state = switchType(initialFormState(), type);
      const result = checkGeneration(state, "en");
      const blank = requiredFieldsOf(type).filter((name) => fieldValue(state, name) === "");
      expect(missingFieldsOf(state)).toEqual(blank);
      expect(result).toMatchObject({
        ok: false,
        title: GENERATION_MESSAGES.missingInformationTitle,
        message: `create:types.${type}.missingInformation`,
        fields: blank,
      });
    });
  }

  it("a schema failure gives Validation Error naming the field", () => {
    let state = initialFormState();
    state = setField(state, "title", "x".repeat(1000));
    state = setField(state, "topic", "Remote work");
    const result = checkGeneration(state, "en");
    expect(result).toMatchObject({
      ok: false,
      title: GENERATION_MESSAGES.validationErrorTitle,
      message: GENERATION_MESSAGES.tooLong,
      field: "title",
      params: { max: 200 },
      fields: ["title"],
    });
  });

  it("a complete form gives the request with the language and the template", () => {
    let state = switchType(initialFormState(), "email");
    state = setField(state, "title", "Big sale");
    state = setField(state, "description", "Announce the sale");
    state = setField(state, "keywords", "sale, summer, sale");
    state = toggleTemplate(state, "Promotional");
    const result = checkGeneration(state, "fr");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      contentType: "email",
      language: "fr",
      title: "Big sale",
      topic: selectDefaultsOf("email").topic,
      keywords: ["sale", "summer"],
      template: "Promotional",
    });
  });
});
