CREATE TABLE "application_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text NOT NULL,
	"status" text DEFAULT 'Unpublished' NOT NULL,
	"shown_on_navbar" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salaries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text NOT NULL,
	"tagline" text NOT NULL,
	"contact_email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"office_hours" text NOT NULL,
	"facebook" text,
	"instagram" text,
	"linkedin" text,
	"x" text,
	"youtube" text,
	"eligibility_url" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" text PRIMARY KEY NOT NULL,
	"thumbnail" text NOT NULL,
	"title" text NOT NULL,
	"image_key" text NOT NULL,
	"status" text DEFAULT 'Unpublished' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "designations_name_key" ON "designations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pages_title_key" ON "pages" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "pages_link_key" ON "pages" USING btree ("link");--> statement-breakpoint
CREATE UNIQUE INDEX "salaries_value_key" ON "salaries" USING btree (("name"::numeric));