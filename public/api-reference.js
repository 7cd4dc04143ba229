// The API reference (/documentation/api, issue 30): Swagger UI, loaded from this site just before
// this file, renders the public API's OpenAPI document named by the page. Nothing else uses it.
(() => {
  const target = document.getElementById("api-reference");
  const render = window.SwaggerUIBundle;
  if (!target || typeof render !== "function") return;
  render({
    url: target.dataset.document,
    domNode: target,
    // Off: with it each operation's path is a link inside its toggle button (axe nested-interactive).
    deepLinking: false,
    // No call to the public validator's badge (swagger.io): nothing leaves this site.
    validatorUrl: null,
    // A key typed into Authorize stays in this tab's memory only.
    persistAuthorization: false,
    defaultModelsExpandDepth: 0,
  });
  // Its server choice is a select without a name (axe select-name): give it the page's word.
  const name = () => {
    const select = target.querySelector("select#servers:not([aria-label])");
    select?.setAttribute("aria-label", target.dataset.serversLabel ?? "Server");
  };
  new MutationObserver(name).observe(target, { childList: true, subtree: true });
})();
