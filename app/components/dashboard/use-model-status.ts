import { addressOf } from "@domain/api/contract";
import { modelStatusSchema, streamModelStatus } from "@domain/api/model";
import type { ModelStatus } from "@domain/model-status";
import { useEffect, useState } from "react";

/**
 * The writing model's state, live from its contract's event stream (GET /api/model/events: the
 * download's progress a few times a second). Null until the first event; the browser reconnects
 * by itself. An event that does not match the contract is skipped, and said in the console.
 */
export function useModelStatus(): ModelStatus | null {
  const [status, setStatus] = useState<ModelStatus | null>(null);
  useEffect(() => {
    const events = new EventSource(addressOf(streamModelStatus, {}));
    events.onmessage = (message) => {
      const parsed = modelStatusSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) setStatus(parsed.data);
      else console.warn("model status: an event that does not match its contract was skipped");
    };
    return () => events.close();
  }, []);
  return status;
}
