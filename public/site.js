// The few behaviours of the public pages, which are served without React (ADR 0011). Every
// control works without this file (links, <details> menus, plain form posts); this makes them
// smoother. Texts come from data attributes the server rendered from the locale files.
(() => {
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  const behavior = () => (reduced.matches ? "auto" : "smooth");

  // After arriving with a hash, scroll to its section once the page has settled (spec: 100 ms).
  if (location.hash.length > 1) {
    setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      target?.scrollIntoView({ behavior: behavior() });
    }, 100);
  }

  // Scroll-to-top appears once the page is scrolled more than 300 px.
  const top = document.querySelector("[data-scroll-top]");
  if (top) {
    const update = () => {
      top.hidden = window.scrollY <= 300;
    };
    addEventListener("scroll", update, { passive: true });
    update();
    top.addEventListener("click", () => {
      window.scrollTo({ top: 0, behavior: behavior() });
      document.getElementById("main")?.focus({ preventScroll: true });
    });
  }

  // Share: the system's share sheet where there is one, else the link goes to the clipboard.
  for (const button of document.querySelectorAll("[data-share]")) {
    button.hidden = false;
    button.addEventListener("click", async () => {
      const data = { title: document.title, url: button.dataset.share || location.href };
      const status = document.getElementById(button.getAttribute("aria-describedby") || "");
      try {
        if (navigator.share) await navigator.share(data);
        else {
          await navigator.clipboard.writeText(data.url);
          if (status) status.textContent = button.dataset.copied || "";
        }
      } catch (error) {
        if (error?.name !== "AbortError" && status)
          status.textContent = button.dataset.failed || "";
      }
    });
  }

  // The choice stored in this browser wins (ADR 0014). Its cookie mirror, which the server reads,
  // may be gone (cleared, expired): the server sets it again and the page renders once more,
  // unless the address names a language (?lang=). Once per tab, so refused cookies cannot loop.
  try {
    const stored = localStorage.getItem("i18nextLng");
    const known = [...document.querySelectorAll("select[name=language] option")].map(
      (o) => o.value,
    );
    const named = new URLSearchParams(location.search).has("lang");
    const want = stored && known.includes(stored) && stored !== document.documentElement.lang;
    if (want && !named && !sessionStorage.getItem("inkwell-lng-sync")) {
      sessionStorage.setItem("inkwell-lng-sync", stored);
      fetch("/preferences", { method: "POST", body: new URLSearchParams({ language: stored }) })
        .then((answer) => answer.ok && location.reload())
        .catch((error) => console.warn("could not restore the language cookie", error));
    }
  } catch {
    // Storage may be refused (private mode): the cookie and the browser's language decide.
  }

  // The language menu applies the choice at once and remembers it in the browser too.
  for (const select of document.querySelectorAll("select[name=language]")) {
    select.addEventListener("change", () => {
      try {
        localStorage.setItem("i18nextLng", select.value);
      } catch {
        // Storage may be refused (private mode); the cookie the form sets still applies.
      }
      select.form?.requestSubmit();
    });
  }

  // A toast left by a redirect closes on its button and by itself after eight seconds.
  const closeToast = (toast) => {
    const close = () => toast.remove();
    toast.querySelector("[data-close-toast]")?.addEventListener("click", close);
    if (toast.dataset.kind === "success") setTimeout(close, 8000);
  };
  for (const toast of document.querySelectorAll("[data-static-toast]")) closeToast(toast);

  // The contact form posts in place: the answer's form (with its problem, or emptied) and its
  // toast replace the page's, without a reload. Without this, it is a plain form post.
  const enhance = (form) => {
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const button = form.querySelector("button[type=submit]");
      if (button) button.disabled = true;
      try {
        const response = await fetch(form.action, { method: "POST", body: new FormData(form) });
        const answer = new DOMParser().parseFromString(await response.text(), "text/html");
        const next = answer.querySelector("form[data-contact-form]");
        if (!next) throw new Error(`contact form answer ${response.status} has no form`);
        form.replaceWith(next);
        enhance(next);
        const toast = answer.querySelector("[data-static-toast]");
        if (toast) {
          document.querySelector("[data-static-toast]")?.remove();
          document.body.append(toast);
          closeToast(toast);
        }
        next.querySelector("[role=alert]")?.focus();
      } catch (error) {
        // The plain post still works: let the browser send it.
        console.error(error);
        form.submit();
      }
    });
  };
  for (const form of document.querySelectorAll("form[data-contact-form]")) enhance(form);

  // Menus are <details>: Escape or a click elsewhere closes an open one.
  const menus = () => document.querySelectorAll("details[data-menu][open]");
  addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of menus()) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
  addEventListener("click", (event) => {
    for (const menu of menus()) if (!menu.contains(event.target)) menu.open = false;
  });

  // The page's scripted controls are ready (what React's pages say once hydrated; tests wait).
  document.documentElement.dataset.hydrated = "true";
})();
