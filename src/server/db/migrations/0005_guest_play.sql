CREATE TABLE "event_guests" (
	"event_id" text NOT NULL,
	"guest_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_guests_event_id_guest_id_pk" PRIMARY KEY("event_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "event_prompts" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_batches" ADD COLUMN "guest_id" text;--> statement-breakpoint
ALTER TABLE "upload_batches" ADD COLUMN "prompt_id" text;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_prompts" ADD CONSTRAINT "event_prompts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_prompts_event_idx" ON "event_prompts" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "upload_batches" ADD CONSTRAINT "upload_batches_prompt_id_event_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."event_prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_batches_event_guest_idx" ON "upload_batches" USING btree ("event_id","guest_id");--> statement-breakpoint
CREATE INDEX "upload_batches_prompt_idx" ON "upload_batches" USING btree ("prompt_id");