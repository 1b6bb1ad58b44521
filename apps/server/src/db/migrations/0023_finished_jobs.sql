-- Marks one-off work over data stored before it (the sized copies of stored images) as done.
CREATE TABLE "finished_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
