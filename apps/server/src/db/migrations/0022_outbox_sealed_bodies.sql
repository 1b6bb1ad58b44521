-- A one-time code's mail is kept sealed with a key outside the database, and emptied once sent.
ALTER TABLE "outbox" ADD COLUMN "is_sealed" boolean DEFAULT false NOT NULL;