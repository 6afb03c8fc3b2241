CREATE TABLE "heart_losses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"lesson_id" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"counts" boolean NOT NULL,
	"local_date" text NOT NULL,
	"time_zone" text NOT NULL,
	"lost_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "heart_losses_attempt_idx" ON "heart_losses" USING btree ("attempt_id","user_id");