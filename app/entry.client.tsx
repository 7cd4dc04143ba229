import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { followBrowserLanguage, initClientI18n } from "./i18n/i18n.client";
import { shareNonceWithStyleInjectors } from "./lib/csp";

shareNonceWithStyleInjectors();
const i18n = await initClientI18n();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});

followBrowserLanguage();
