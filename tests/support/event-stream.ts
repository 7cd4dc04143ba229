/** An open Server-Sent Events stream read in the background: its answer and events so far. */
export type OpenStream = {
  status: number;
  headers: Headers;
  /** The `data` of each event received so far, parsed. */
  events: unknown[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: unknown[] = [];
  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data));
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended: read(),
    close: () => controller.abort(),
  };
}
