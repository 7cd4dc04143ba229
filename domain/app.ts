/** The product's name, in one place so that it can be rebranded. */
export const APP_NAME = "Inkwell";
