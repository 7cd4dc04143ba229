/** The migrated database every test file clones (see global-db.ts). */
export const TEMPLATE_DATABASE = "inkwell_template";
