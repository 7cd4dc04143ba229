export { LocalModelCrashedError, LocalModelUnavailableError } from "./host";
export { createLocalProvider, type LocalProvider, type LocalProviderOptions } from "./provider";
export { localWorkerPath } from "./worker-path";
