CREATE TABLE "enrollments" (
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_user_id_language_pk" PRIMARY KEY("user_id","language")
);
--> statement-breakpoint
CREATE TABLE "language_progress" (
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"progress" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "language_progress_user_id_language_pk" PRIMARY KEY("user_id","language")
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"lesson_id" text NOT NULL,
	"score" integer NOT NULL,
	"time_spent" integer NOT NULL,
	"attempts" integer NOT NULL,
	"mistakes" integer NOT NULL,
	"hints_used" integer NOT NULL,
	"cultural_engagement" integer,
	"xp_earned" integer NOT NULL,
	"bonus_xp" integer NOT NULL,
	"unlocked_achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"local_date" text NOT NULL,
	"time_zone" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_completions_once_key" ON "lesson_completions" USING btree ("user_id","language","lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_completions_received_idx" ON "lesson_completions" USING btree ("received_at");