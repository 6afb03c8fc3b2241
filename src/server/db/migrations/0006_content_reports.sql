CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"lesson_id" text,
	"item_id" text,
	"exercise_kind" text NOT NULL,
	"reason" text NOT NULL,
	"given_answer" text,
	"expected_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"content_version" text,
	"prompt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolver_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE INDEX "content_reports_user_idx" ON "content_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "content_reports_status_idx" ON "content_reports" USING btree ("status","language","created_at");