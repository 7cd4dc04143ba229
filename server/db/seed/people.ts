import type { Tier } from "@domain/plans";
import type { Role } from "@domain/roles";

export type DemoPerson = {
  id: string;
  name: string;
  email: string;
  username: string;
  tier: Tier;
  roles: Role[];
  /** Generations used in the current month (half credits allowed). */
  used: string;
  words: number;
};

/** Demo accounts: an admin and one user of each tier (e-mails on the reserved .example domain). */
export const PEOPLE: DemoPerson[] = [
  {
    id: "demo-admin",
    name: "Ada Admin",
    email: "admin@inkwell.example",
    username: "ada",
    tier: "elite",
    roles: ["admin", "super_admin"],
    used: "4",
    words: 5200,
  },
  {
    id: "demo-free",
    name: "Finn Free",
    email: "free@inkwell.example",
    username: "finn",
    tier: "free",
    roles: [],
    used: "2",
    words: 1900,
  },
  {
    id: "demo-lite",
    name: "Lena Lite",
    email: "lite@inkwell.example",
    username: "lena",
    tier: "lite",
    roles: [],
    used: "12",
    words: 10400,
  },
  {
    id: "demo-pro",
    name: "Priya Pro",
    email: "pro@inkwell.example",
    username: "priya",
    tier: "pro",
    roles: [],
    used: "40.5",
    words: 38100,
  },
  {
    id: "demo-elite",
    name: "Eli Elite",
    email: "elite@inkwell.example",
    username: "eli",
    tier: "elite",
    roles: [],
    used: "121",
    words: 126000,
  },
];
