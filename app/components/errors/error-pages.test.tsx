import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import common from "~/i18n/locales/en/common.json";
import { NotFoundPage } from "./not-found-page";
import { UnexpectedErrorPage } from "./unexpected-error-page";

const i18n = createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { common } },
  defaultNS: "common",
  initAsync: false,
});

function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe("error pages", () => {
  it("the not-found page says so in the spec's words and links home", () => {
    const html = render(<NotFoundPage />);
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });

  it("the unexpected-error page shows its title and no detail unless given one", () => {
    const html = render(<UnexpectedErrorPage />);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).not.toContain("<pre");
    expect(render(<UnexpectedErrorPage detail="Error: boom at x.ts:1" />)).toContain(
      "Error: boom at x.ts:1",
    );
  });
});
