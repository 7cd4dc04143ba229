// A local HTTP fake of the Stripe API endpoints the app uses (stripe-mock is not installable
// here: it is a Go binary from GitHub). It keeps customers and subscriptions in memory, records
// every request with its form-encoded body decoded, and answers in Stripe's JSON shapes.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeStripeRequest = { method: string; path: string; body: URLSearchParams };

export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  price: string;
  current_period_end: number;
};

export type FakeStripe = {
  url: string;
  requests: FakeStripeRequest[];
  subscriptions: FakeSubscription[];
  /** The URL new checkout sessions get (null: a session without one). */
  checkoutUrl: string | null;
  close(): Promise<void>;
};

function subscriptionJson(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    items: {
      object: "list",
      data: [
        {
          id: `si_${sub.id}`,
          object: "subscription_item",
          price: { id: sub.price, object: "price" },
          current_period_end: sub.current_period_end,
        },
      ],
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const subscriptions: FakeSubscription[] = [];
  let customers = 0;
  const state = { checkoutUrl: "https://checkout.stripe.test/c/cs_fake" as string | null };
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = new URLSearchParams(req.method === "GET" ? url.search : raw);
    requests.push({ method: req.method ?? "", path: url.pathname, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
      res.end(JSON.stringify(json));
    };
    const path = url.pathname;
    if (req.method === "POST" && path === "/v1/customers") {
      customers += 1;
      return send(200, {
        id: `cus_fake_${customers}`,
        object: "customer",
        email: body.get("email"),
      });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions")
      return send(200, { id: "cs_fake", object: "checkout.session", url: state.checkoutUrl });
    if (req.method === "POST" && path === "/v1/billing_portal/sessions")
      return send(200, {
        id: "bps_fake",
        object: "billing_portal.session",
        url: "https://billing.stripe.test/p/bps_fake",
      });
    if (req.method === "GET" && path === "/v1/subscriptions") {
      const data = subscriptions
        .filter((s) => s.customer === body.get("customer"))
        .map(subscriptionJson);
      return send(200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
    }
    const update = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const sub = subscriptions.find((s) => s.id === update?.[1]);
    if (req.method === "POST" && sub) {
      if (body.has("cancel_at_period_end"))
        sub.cancel_at_period_end = body.get("cancel_at_period_end") === "true";
      return send(200, subscriptionJson(sub));
    }
    send(404, {
      error: { type: "invalid_request_error", message: `No such route: ${req.method} ${path}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    get checkoutUrl() {
      return state.checkoutUrl;
    },
    set checkoutUrl(value) {
      state.checkoutUrl = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
