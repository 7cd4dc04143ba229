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
  draftOf,
  fieldValue,
  initialFormState,
  missingFieldsOf,
  rawInputOf,
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

describe("research sources and the draft (issue 27)", () => {
  const id = "00000000-0000-4000-8000-000000000001";

  it("puts the chosen sources in the request only when there are some", () => {
    const state = initialFormState({ title: "Cold brew", topic: "brewing" });
    expect(rawInputOf(state, "en")).not.toHaveProperty("sourceIds");
    expect(rawInputOf(state, "en", [])).not.toHaveProperty("sourceIds");
    expect(rawInputOf(state, "en", [id])).toMatchObject({ sourceIds: [id] });
  });

  it("gives the brief the topic (else the title, else the first text) and everything typed", () => {
    const blog = initialFormState({ title: "Cold brew", topic: "brewing", description: "At home" });
    expect(draftOf(blog)).toEqual({ topic: "brewing", text: "Cold brew\nbrewing\nAt home" });
    expect(draftOf(setField(blog, "topic", " "))).toMatchObject({ topic: "Cold brew" });
    // An email's topic is a select: its subject line is what the brief is about.
    const email = switchType(blog, "email");
    expect(draftOf(setField(email, "title", "")).topic).toBe("At home");
    expect(draftOf(email)).toEqual({ topic: "Cold brew", text: "Cold brew\nAt home" });
    expect(draftOf(initialFormState())).toEqual({ topic: "", text: "" });
  });
});
