-- Salaries gain their currency and period. A salary recorded before keeps its canonical amount as
-- its name ("3500", what the applications that chose it hold), gets it as its amount, and has no
-- currency or period until the office gives it one. Names were canonical and unique by value, so
-- they are unique as text.
DROP INDEX "salaries_value_key";--> statement-breakpoint
ALTER TABLE "salaries" ADD COLUMN "amount" numeric;--> statement-breakpoint
UPDATE "salaries" SET "amount" = "name"::numeric;--> statement-breakpoint
ALTER TABLE "salaries" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "salaries" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "salaries" ADD COLUMN "period" text;--> statement-breakpoint
CREATE UNIQUE INDEX "salaries_name_key" ON "salaries" USING btree ("name");
