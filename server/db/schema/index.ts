export * from "./account";
export * from "./auth";
export * from "./content";
export * from "./site";
