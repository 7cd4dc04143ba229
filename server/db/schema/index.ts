export * from "./account";
export * from "./admin";
export * from "./auth";
export * from "./billing";
export * from "./content";
export * from "./generation";
export * from "./ideas";
export * from "./site";
