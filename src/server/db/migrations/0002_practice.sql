CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	"xp_earned" integer NOT NULL,
	"hearts_restored" integer NOT NULL,
	"local_date" text NOT NULL,
	"time_zone" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"item_id" text NOT NULL,
	"direction" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" text NOT NULL,
	"last_review" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_user_id_item_id_direction_pk" PRIMARY KEY("user_id","item_id","direction")
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"item_id" text NOT NULL,
	"direction" text NOT NULL,
	"answer_id" uuid NOT NULL,
	"grade" text NOT NULL,
	"response_ms" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"previous_state" text NOT NULL,
	"previous_due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"session_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "practice_sessions_user_idx" ON "practice_sessions" USING btree ("user_id","language");--> statement-breakpoint
CREATE INDEX "review_cards_language_idx" ON "review_cards" USING btree ("user_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "review_logs_answer_key" ON "review_logs" USING btree ("user_id","answer_id");--> statement-breakpoint
CREATE INDEX "review_logs_reviewed_idx" ON "review_logs" USING btree ("user_id","language","reviewed_at");