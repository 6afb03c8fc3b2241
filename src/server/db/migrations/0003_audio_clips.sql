CREATE TABLE "audio_clips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"prompt_key" text NOT NULL,
	"contributor_id" uuid NOT NULL,
	"credit_name" text NOT NULL,
	"licence" text NOT NULL,
	"mime" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea",
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audio_reviewers" (
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_reviewers_user_id_language_pk" PRIMARY KEY("user_id","language")
);
--> statement-breakpoint
CREATE TABLE "audio_speakers" (
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_speakers_user_id_language_pk" PRIMARY KEY("user_id","language")
);
--> statement-breakpoint
CREATE TABLE "clip_reviews" (
	"clip_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"reason" text,
	"as_admin" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clip_reviews_clip_id_reviewer_id_pk" PRIMARY KEY("clip_id","reviewer_id")
);
--> statement-breakpoint
ALTER TABLE "clip_reviews" ADD CONSTRAINT "clip_reviews_clip_id_audio_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."audio_clips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_clips_prompt_idx" ON "audio_clips" USING btree ("language","kind","prompt_key","state");--> statement-breakpoint
CREATE INDEX "audio_clips_state_idx" ON "audio_clips" USING btree ("state","language");--> statement-breakpoint
CREATE INDEX "audio_clips_contributor_idx" ON "audio_clips" USING btree ("contributor_id");