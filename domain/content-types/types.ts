/** The shapes of the content-type catalogue: the seven types, the form fields, a type's entry. */

/** The seven kinds of content a user can generate (spec section 3). */
export const CONTENT_TYPES = [
  "blog",
  "help",
  "website",
  "social",
  "video",
  "email",
  "ecommerce",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Every field of the generation form, in the order of spec section 3 "Generation form fields". */
export const FIELD_NAMES = [
  "title",
  "topic",
  "keywords",
  "tone",
  "audience",
  "wordCount",
  "description",
  "platform",
  "pageType",
  "format",
  "scriptLength",
  "scriptStyle",
  "goal",
  "hashtags",
  "problemStatement",
  "featureName",
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** How a field is entered: one line, several lines, a choice from a list, a comma-separated list. */
export type FieldKind = "text" | "textarea" | "select" | "keywords";

export type SelectOption = {
  readonly value: string;
  /** English label; the UI may translate it. */
  readonly label: string;
  /** For length options (wordCount, scriptLength): the length to aim for, in words. */
  readonly words?: number;
};

export type InputFieldSpec = {
  readonly kind: "text" | "textarea" | "keywords";
  /** English label as shown on the create form. */
  readonly label: string;
  readonly required: boolean;
};

export type SelectFieldSpec = {
  readonly kind: "select";
  readonly label: string;
  readonly required: boolean;
  /** The options of the create screen. */
  readonly options: readonly [SelectOption, ...SelectOption[]];
  /** The value the form starts with; one of `options`. */
  readonly default: string;
};

export type FieldSpec = InputFieldSpec | SelectFieldSpec;

/** Where the target length of a generation comes from. */
export type LengthSpec =
  /** From the `words` of the chosen option of this select field. */
  | { readonly field: "wordCount" | "scriptLength" }
  /** The type has no length choice: aim for this many words. */
  | { readonly fixedWords: number };

export type ContentTypeSpec = {
  readonly id: ContentType;
  /** English display name, e.g. "Blog Post". */
  readonly label: string;
  /** Label of the create screen's generate button. */
  readonly generateLabel: string;
  /**
   * Long-form types are written as an outline and then section by section; short ones in one
   * structured call.
   */
  readonly longForm: boolean;
  readonly length: LengthSpec;
  /** The form fields this type uses, in form order. Absent fields are not part of the type. */
  readonly fields: { readonly [K in FieldName]?: FieldSpec };
  /** Templates of the create screen; at most one may be chosen (spec section 4 "Create flow"). */
  readonly templates: readonly string[];
  /**
   * The Create Preset dialog's smaller option sets (spec section 2 "Presets tab"): the option lists
   * the spec gives for it, and the shorter template list. Any select not listed here offers the
   * first PRESET_OPTION_COUNT options of the create screen (see `presetOptionsOf`).
   */
  readonly presetOptions: {
    readonly options: { readonly [K in FieldName]?: readonly [SelectOption, ...SelectOption[]] };
    readonly templates: readonly string[];
  };
};

export const PRESET_TEMPLATE_COUNT = 4;
/**
 * A preset is a house style reused many times, so its dialog offers the most common choices of a
 * select: the create screen lists them first. Rarer ones stay on the create screen.
 */
export const PRESET_OPTION_COUNT = 4;
