-- The interface language a signed-in user chose, so a new device renders in it (issue 18).
ALTER TABLE "profiles" ADD COLUMN "language" text;
