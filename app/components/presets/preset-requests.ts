/** The browser's calls to /api/presets; each resolves to what the dialog needs to say. */

export type PresetCallResult =
  | { ok: true }
  | { ok: false; status: number; field?: string; message?: string };

async function call(url: string, init: RequestInit): Promise<PresetCallResult> {
  const response = await fetch(url, init).catch(() => null);
  if (!response) return { ok: false, status: 0 };
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as {
    error?: { field?: string; message?: string };
  } | null;
  return {
    ok: false,
    status: response.status,
    field: body?.error?.field,
    message: body?.error?.message,
  };
}

export function postPreset(body: unknown): Promise<PresetCallResult> {
  return call("/api/presets", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
}

export function deletePresetById(id: string): Promise<PresetCallResult> {
  return call(`/api/presets/${encodeURIComponent(id)}`, {
    method: "DELETE",
    headers: { accept: "application/json" },
  });
}
