export { compareVersions } from "./compare";
export { listVersions, readVersion, VERSION_NOT_FOUND, type VersionSummary } from "./read";
export { type RecordedVersion, recordVersion, type VersionMeta } from "./record";
export {
  compressSnapshot,
  decompressSnapshot,
  type PostSnapshot,
  sameSnapshot,
  snapshotOf,
} from "./snapshot";
