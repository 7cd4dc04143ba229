/** The suggestion commands (./commands), loaded on first use: not in the editor's first bundle. */
export const loadSuggestionCommands = () => import("./commands");
