ALTER TABLE "media" ADD COLUMN "file_index" integer;--> statement-breakpoint
ALTER TABLE "upload_batches" ADD COLUMN "declared_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "media_batch_file_index_idx" ON "media" USING btree ("batch_id","file_index");