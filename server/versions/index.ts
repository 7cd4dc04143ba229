export { listVersions, readVersion, type VersionSummary } from "./read";
export { type RecordedVersion, recordVersion, type VersionMeta } from "./record";
export {
  compressSnapshot,
  decompressSnapshot,
  type PostSnapshot,
  sameSnapshot,
  snapshotOf,
} from "./snapshot";
