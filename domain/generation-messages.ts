// In a module of its own: the screens and contracts that only name these keys (a fact check's
// refusal, a brief's) do not download the content-type catalogue with them.
/**
 * The locale keys of the problems a generation request can have (the `create` namespace): the
 * two toast titles of spec section 8 and the messages. A message with `{{field}}` names the field
 * at fault (the screen shows its label), `{{max}}` the limit.
 */
export const GENERATION_MESSAGES = {
  missingInformationTitle: "create:errors.missingInformation",
  validationErrorTitle: "create:errors.validationError",
  /** Spec section 8: "Please check your input", when nothing more precise can be said. */
  checkInput: "create:errors.checkInput",
  required: "create:validation.required",
  notText: "create:validation.notText",
  tooLong: "create:validation.tooLong",
  chooseOption: "create:validation.chooseOption",
  invalidOption: "create:validation.invalidOption",
  keywordsList: "create:validation.keywordsList",
  keywordTooLong: "create:validation.keywordTooLong",
  tooManyKeywords: "create:validation.tooManyKeywords",
  language: "create:validation.language",
  template: "create:validation.template",
  oneTemplate: "create:validation.oneTemplate",
  contentType: "create:validation.contentType",
} as const;
