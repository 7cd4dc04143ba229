import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("preferences", "routes/preferences.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
