export * from "./account";
export * from "./auth";
export * from "./content";
export * from "./generation";
export * from "./site";
