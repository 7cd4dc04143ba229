// A test-side fetch that survives the keep-alive race (see below).
/**
 * A GET sent again once when the connection was reset before any answer: a kept-alive socket
 * left idle while the browser steps ran may be closed by the server (its 5 s keep-alive timeout)
 * just as fetch reuses it. A server that is really gone refuses the second one too.
 */
export async function fetchAgain(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET") throw error;
    return fetch(url, init);
  }
}
