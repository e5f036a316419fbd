CREATE TABLE "tus_locks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tus_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tus_locks_owner_idx" ON "tus_locks" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "tus_uploads_created_at_idx" ON "tus_uploads" USING btree ("created_at");