-- A constant default: PostgreSQL records it without rewriting the table, however many rows.
ALTER TABLE "applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;