// Asks node-llama-cpp which GPU it can use, in a short-lived child process (machine.ts runs it):
// loading llama.cpp's GPU backends is native code that must not run in the server. Prints one
// JSON line: { gpu: false | "cuda" | "vulkan" | "metal", vramBytes, devices }. Plain ESM
// JavaScript for the same reason as worker.js: it runs as is, outside the Vite bundle.
import { getLlama, LlamaLogLevel } from "node-llama-cpp";

// Vulkan drivers that run on the CPU: no faster than llama.cpp's own CPU code.
const SOFTWARE_DEVICE = /llvmpipe|lavapipe|swiftshader|software/i;

const llama = await getLlama({
  gpu: "auto",
  build: "never",
  skipDownload: true,
  progressLogs: false,
  logLevel: LlamaLogLevel.disabled,
});
const devices = llama.gpu ? await llama.getGpuDeviceNames() : [];
const vram = llama.gpu ? await llama.getVramState() : { total: 0 };
const software = devices.length > 0 && devices.every((name) => SOFTWARE_DEVICE.test(name));
const gpu = llama.gpu && !software ? llama.gpu : false;
process.stdout.write(
  `${JSON.stringify({ gpu, vramBytes: gpu ? vram.total : 0, devices })}\n`,
  () => void llama.dispose().finally(() => process.exit(0)),
);
