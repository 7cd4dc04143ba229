/**
 * The writer's research sources on the Create screen (issue 27): the list the loader read, each
 * add and removal through the sources API (domain/api/sources.ts), and the ones chosen for the
 * piece (at most MAX_SOURCES_PER_PIECE). A source just added is chosen when there is room.
 */
import type { ApiError } from "@domain/api/errors";
import { addSource, deleteSource } from "@domain/api/sources";
import { MAX_SOURCES_PER_PIECE } from "@domain/evidence";
import { type AddSourceInput, parseAddSource, type SourceSummary } from "@domain/sources";
import { useCallback, useEffect, useState } from "react";
import { callApi } from "~/lib/use-api";

export type AddRequest = Exclude<AddSourceInput, { kind: "file" }> | { kind: "file"; file: File };
export type SourcesResult = { ok: true; source: SourceSummary } | { ok: false; error: ApiError };

function formWith(file: File): FormData {
  const form = new FormData();
  form.set("file", file);
  return form;
}

/** The request checked as the server will (the shared parser), then sent. */
async function send(request: AddRequest): Promise<SourcesResult> {
  const checked = parseAddSource(request);
  if (!checked.ok) {
    const { problem } = checked;
    return { ok: false, error: { code: "INVALID_INPUT", ...problem } as ApiError };
  }
  const { value } = checked;
  // A file goes as the contract's multipart form (`file`), everything else as JSON.
  const answer =
    value.kind === "file"
      ? await callApi(addSource, { form: formWith(value.file) })
      : await callApi(addSource, { body: value });
  return answer.ok ? { ok: true, source: answer.value.source } : answer;
}

export function useSources(initial: readonly SourceSummary[]) {
  const [sources, setSources] = useState<readonly SourceSummary[]>(initial);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  // The loader's list is the truth when it is read again (after a generation, a reload).
  useEffect(() => setSources(initial), [initial]);

  const usable = useCallback(
    (id: string) => sources.some((source) => source.id === id && source.status === "ready"),
    [sources],
  );
  const chosenIds = chosen.filter(usable);

  /** Chooses or un-chooses one; false when choosing it would pass the limit. */
  const choose = (id: string, on: boolean): boolean => {
    if (!on) {
      setChosen((ids) => ids.filter((other) => other !== id));
      return true;
    }
    if (chosenIds.includes(id)) return true;
    if (chosenIds.length >= MAX_SOURCES_PER_PIECE) return false;
    setChosen([...chosenIds, id]);
    return true;
  };

  const add = async (request: AddRequest): Promise<SourcesResult> => {
    const result = await send(request);
    if (!result.ok) return result;
    const { source } = result;
    setSources((list) => [source, ...list.filter((other) => other.id !== source.id)]);
    if (source.status === "ready")
      setChosen((ids) => (ids.length < MAX_SOURCES_PER_PIECE ? [...ids, source.id] : ids));
    return result;
  };

  const remove = async (id: string): Promise<ApiError | null> => {
    const answer = await callApi(deleteSource, { params: { id } });
    // Already gone (deleted in another tab): it leaves the list all the same.
    if (!answer.ok && answer.error.code !== "NOT_FOUND") return answer.error;
    setSources((list) => list.filter((source) => source.id !== id));
    setChosen((ids) => ids.filter((other) => other !== id));
    return null;
  };

  return { sources, chosenIds, choose, add, remove };
}
