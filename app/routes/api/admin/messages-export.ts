import { exportMessages } from "@domain/api/admin";
import { messagesCsv } from "@server/admin";
import { i18nContext } from "@server/context";
import { contentDisposition } from "@server/exports";
import { endpoint, serve } from "@server/http";

/**
 * GET /api/admin/messages/export (admins): every contact message as CSV, streamed as it is read
 * (server/admin `messagesCsv`: escaped, formula-safe), with a BOM so spreadsheets read UTF-8; its
 * header and yes/no are in the admin's interface language.
 */
const routes = serve(
  endpoint(exportMessages, ({ args }) => {
    const t = args.context.get(i18nContext).getFixedT(null, "admin");
    const lines = messagesCsv((key) => t(key as never));
    const encoder = new TextEncoder();
    // Read a batch at a time, as the client takes it; a client that leaves stops the reading.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("\uFEFF"));
      },
      async pull(controller) {
        const next = await lines.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await lines.return(undefined);
      },
    });
    const name = `contact-messages-${new Date().toISOString().slice(0, 10)}.csv`;
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": contentDisposition({ ascii: name, unicode: name }),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
);
export const loader = routes.loader;
export const action = routes.action;
