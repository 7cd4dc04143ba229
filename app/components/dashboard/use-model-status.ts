import type { ModelStatus } from "@domain/model-status";
import { useEffect, useState } from "react";

/**
 * The writing model's state, live from GET /api/model/events (its download's progress a few
 * times a second). Null until the first event; the browser reconnects by itself.
 */
export function useModelStatus(): ModelStatus | null {
  const [status, setStatus] = useState<ModelStatus | null>(null);
  useEffect(() => {
    const events = new EventSource("/api/model/events");
    events.onmessage = (message) => setStatus(JSON.parse(message.data) as ModelStatus);
    return () => events.close();
  }, []);
  return status;
}
