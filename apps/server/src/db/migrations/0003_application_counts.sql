CREATE TABLE "application_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
