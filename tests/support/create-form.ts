import { type ContentType, contentTypeOf, fieldOf } from "@domain/content-types";
import { expect, type Page } from "@playwright/test";

/** The tiny model writes up to its length bound: the shortest option keeps each run short. */
export async function chooseShortestLength(page: Page, type: ContentType) {
  const length = contentTypeOf(type).length;
  const field = length && "field" in length ? fieldOf(type, length.field) : undefined;
  if (field?.kind !== "select" || !field.options[0]) return;
  await page.getByRole("combobox", { name: field.label }).click();
  await page.getByRole("option", { name: field.options[0].label }).click();
  await expect(page.getByRole("combobox", { name: field.label })).toHaveText(
    field.options[0].label,
  );
}
